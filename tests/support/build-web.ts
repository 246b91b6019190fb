import { buildWeb } from '../../web/scripts/build-web.js';

/** End-to-end tests drive the app as served in production: built and pre-rendered, served by express. */
export default async function setup() {
  await buildWeb({ logLevel: 'warn', ifStale: true });
}
