import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CLIENT_ROUTES } from './client-routes';
import { PRERENDERED_DIR, prerenderedFile } from './prerendered-pages';

/**
 * What the server reads of a build, at start (src/platform/http/static-web.ts): the client routes
 * it answers with the app, and the page pre-rendered for each URL. A dot file, so never served.
 */
export const WEB_MANIFEST = '.web-manifest.json';

export interface WebManifest {
  /** RegExp sources of the client routes. */
  routes: string[];
  /** URL path ('/', '/blog/slug') → its pre-rendered page, relative to the build's root. */
  pages: Record<string, string>;
}

export async function writeWebManifest(webDist: string, prerenderedPaths: readonly string[]): Promise<void> {
  const manifest: WebManifest = {
    routes: CLIENT_ROUTES.map((route) => route.source),
    pages: Object.fromEntries(prerenderedPaths.map((urlPath) => [urlPath, path.posix.join(PRERENDERED_DIR, prerenderedFile(urlPath))])),
  };
  await writeFile(path.join(webDist, WEB_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}
