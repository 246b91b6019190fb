// The uploads benchmark's same-work baseline: a bare Node HTTP server doing exactly the product's
// work on a document and nothing else. It streams the multipart field with busboy into a new file,
// hashes it with SHA-256 on the way, fsyncs it before closing and answers 201.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

const directory = path.join(process.env.DATA_DIR!, 'baseline-uploads');
await mkdir(directory, { recursive: true });

function store(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = busboy({ headers: request.headers });
    let stored: Promise<string> | undefined;
    parser.on('file', (_field, file) => {
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      stored = pipeline(file, hashing, createWriteStream(path.join(directory, randomUUID()), { flags: 'wx', flush: true })).then(() => hash.digest('hex'));
    });
    parser.on('error', reject);
    parser.on('close', () => (stored ?? Promise.reject(new Error('no file'))).then(resolve, reject));
    request.pipe(parser);
  });
}

const server = http.createServer((request, response) => {
  if (request.method !== 'POST') {
    response.end('ready');
    return;
  }
  store(request).then(
    (sha256) => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sha256 })),
    () => response.writeHead(400).end(),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
