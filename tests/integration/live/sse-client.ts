import http from 'node:http';

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer's body when the stream did not open. */
  body: string;
  /** Every message received so far (comments left out; an `id` alone is a message too). */
  messages: SseMessage[];
  /** The next message (from those not yet taken) that matches, within `timeoutMs`. */
  next(matches?: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Raw comment lines seen (": ping"). */
  comments: string[];
  closed: Promise<void>;
  close(): void;
}

/** A real HTTP client reading an event stream as it arrives, as the browser's EventSource would. */
export function openSse(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent }, (response) => {
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let taken = 0;
      let buffer = '';
      let body = '';
      const closed = new Promise<void>((done) => response.once('close', () => done()));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (response.statusCode !== 200) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = {};
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            const match = /^(id|event|data): ?(.*)$/.exec(line);
            if (!match) continue;
            message[match[1] as keyof SseMessage] = match[2];
            fields++;
          }
          if (fields > 0) messages.push(message);
          for (const wake of [...waiters]) wake();
        }
      });
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        get body() {
          return body;
        },
        messages,
        comments,
        closed,
        next(matches = () => true, timeoutMs = 5_000) {
          return new Promise((found, fail) => {
            const look = () => {
              for (let index = taken; index < messages.length; index++) {
                if (matches(messages[index]!)) {
                  taken = index + 1;
                  done();
                  found(messages[index]!);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              done();
              fail(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(messages)}`));
            }, timeoutMs);
            const done = () => {
              clearTimeout(timer);
              waiters.delete(look);
            };
            waiters.add(look);
            look();
          });
        },
        close: () => request.destroy(),
      };
      if (response.statusCode === 200) resolve(client);
      else response.once('end', () => resolve(client));
    });
    request.once('error', reject);
  });
}
