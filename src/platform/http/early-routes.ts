import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * A route served from node's request event, before express: for responses held open for minutes
 * (live streams), where express's own request and response objects would outweigh the rest. It
 * returns whether it takes the request; one it takes and then declines (a refusal, say) it hands to
 * `express`, whose routes answer it as for any request.
 */
export type EarlyRoute = (request: IncomingMessage, response: ServerResponse, express: RequestListener) => boolean;

/** The server's request listener: the early routes first, then the express app. */
export function withEarlyRoutes(app: RequestListener, routes: readonly EarlyRoute[]): RequestListener {
  if (routes.length === 0) return app;
  return (request, response) => {
    for (const route of routes) if (route(request, response, app)) return;
    app(request, response);
  };
}
