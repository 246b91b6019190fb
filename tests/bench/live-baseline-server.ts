// The live benchmark's memory baseline: a bare node http server holding Server-Sent Events streams
// open, with the same headers and the same ping, and nothing else (no session, no subscription).
import http from 'node:http';

const streams = new Set<http.ServerResponse>();
const server = http.createServer((request, response) => {
  if (request.url !== '/events') {
    response.end('ready');
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
  response.write('retry: 3000\n\n');
  streams.add(response);
  response.once('close', () => streams.delete(response));
});
setInterval(() => {
  for (const response of streams) response.write(': ping\n\n');
}, 25_000).unref();
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const response of streams) response.end();
  server.close(() => process.exit(0));
});
