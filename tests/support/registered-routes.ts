import type { Express, Router } from 'express';

export interface RegisteredRoute {
  method: string;
  /** In the OpenAPI spelling: express's `:id` written `{id}`. */
  path: string;
}

interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: Router & { listRoutes(): ListedRoute[] };
}

/** Every (method, path) the app's routers register, mounted routers included (express 5's Router#listRoutes). */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const found = new Map<string, RegisteredRoute>();
  const walk = (router: { listRoutes(): ListedRoute[] }, prefix: string) => {
    for (const listed of router.listRoutes()) {
      if (typeof listed.path !== 'string') throw new Error(`A route with a regular expression path (${String(listed.path)}): the document cannot name it`);
      const path = join(prefix, listed.path);
      if (listed.router) walk(listed.router, path);
      for (const method of (listed.methods ?? []).map((name) => name.toLowerCase())) {
        if (method === 'head' || method === 'options') continue; // express answers them for every GET
        const route = { method, path: path.replace(/:(\w+)/g, '{$1}') };
        found.set(`${route.method} ${route.path}`, route);
      }
    }
  };
  walk((app as unknown as { router: { listRoutes(): ListedRoute[] } }).router, '');
  return [...found.values()];
}

function join(prefix: string, path: string): string {
  if (path === '/') return prefix;
  return `${prefix.replace(/\/$/, '')}${path}`;
}
