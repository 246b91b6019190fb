import { createApp } from '../../src/platform/http/app.js';
import { staticWebRouter } from '../../src/platform/http/static-web.js';
import { createLogger } from '../../src/platform/logger.js';

// The product's own web serving (helmet, static router, routes) on a given build folder, without the API.
const app = createApp({ logger: createLogger('warn'), routers: [], web: staticWebRouter(process.env.WEB_DIST!) });
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
