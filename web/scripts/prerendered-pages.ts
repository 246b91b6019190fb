/** Where pre-rendered pages go inside the build: a dot folder, so express.static never serves one under a second URL. */
export const PRERENDERED_DIR = '.prerendered';

/** '/' → index.html, '/blog/slug' → blog/slug.html. */
export const prerenderedFile = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);
