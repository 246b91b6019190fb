import type { Router } from 'express';

export interface RouteInfo {
  method: string;
  path: string;
}

/** Every route of these express routers, so that a new route is covered by the tests that use this without anyone listing it. */
export function routesOf(routers: Router[]): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const router of routers) {
    for (const layer of router.stack) {
      const route = layer.route as { path: unknown; methods: Record<string, boolean> } | undefined;
      if (!route || typeof route.path !== 'string') continue;
      for (const method of Object.keys(route.methods)) if (method !== '_all') routes.push({ method: method.toUpperCase(), path: route.path });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: each `:param` replaced by the value given for it, else '1'. */
export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}
