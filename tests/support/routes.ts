import type { Router } from 'express';

export interface RouteInfo {
  method: string;
  /** The full path, with the mount paths of the routers it sits in. */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
}

/** Every route of these express routers and of the routers mounted in them, so that a new route is covered by the tests that use this without anyone listing it. */
export function routesOf(routers: Router[]): RouteInfo[] {
  return routers.flatMap((router) => routesIn(router.stack as unknown as Layer[], ''));
}

function routesIn(stack: Layer[], prefix: string): RouteInfo[] {
  return stack.flatMap((layer): RouteInfo[] => {
    if (layer.route) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string') return [];
      return Object.keys(methods)
        .filter((method) => method !== '_all')
        .map((method) => ({ method: method.toUpperCase(), path: prefix + path }));
    }
    if (!layer.handle.stack) return [];
    const mountPath = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesIn(layer.handle.stack, prefix + mountPath);
  });
}

/** A concrete URL for a route pattern: each `:param` replaced by the value given for it, else '1'. */
export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}
