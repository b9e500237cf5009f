// One origin for the browser: /api goes to Prism, everything else (the built app with the server's
// own headers) straight to the reference server.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

export interface Front {
  /** How many /api requests went through Prism. */
  forwarded(): number;
  close(): Promise<void>;
}

function pass(target: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

export function startFront(options: { port: number; api: string; app: string }): Promise<Front> {
  let forwarded = 0;
  const server = createServer((req, res) => {
    const api = (req.url ?? '').startsWith('/api/') || req.url === '/api';
    if (api) forwarded += 1;
    pass(api ? options.api : options.app, req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        forwarded: () => forwarded,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
