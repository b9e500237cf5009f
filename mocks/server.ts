// `npm run mock:server [-- --port 4010]`: the very same stateful mock backend the browser uses
// (same handlers, same seed accounts), served over HTTP on 127.0.0.1 (node:http + MSW's getResponse) so curl, Postman or
// `npm run contract:verify` can talk to it. Data lives in memory only and is gone on exit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Newer Node versions expose a global localStorage; the mock DB would then persist to it. The
// reference server must start from the seed every time, so hide it before the store loads.
if ('localStorage' in globalThis) {
  Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
}

function portFromArgs(argv: string[]): number {
  const flag = argv.findIndex((arg) => arg === '--port' || arg === '-p');
  const inline = argv.find((arg) => arg.startsWith('--port='));
  const raw = inline ? inline.slice('--port='.length) : flag >= 0 ? argv[flag + 1] : process.env.PORT;
  const port = Number(raw ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${raw}`);
  return port;
}

const port = portFromArgs(process.argv.slice(2));
const host = '127.0.0.1';

// Loaded after the localStorage guard above (static imports would run first).
const [{ createServer }, { getResponse }, { handlers }] = await Promise.all([import('node:http'), import('msw'), import('./handlers/index')]);

// The contract's body limit: a bigger upload is answered 413 and never buffered, so a client
// sending 10 MB fields cannot grow this process.
const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    // Over the limit the rest is read and dropped (not kept), so the client still gets the 413.
    let over = Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        over = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    req.once('end', () => (over ? reject(new BodyTooLarge()) : resolve(new Uint8Array(Buffer.concat(chunks)))));
    req.once('error', reject);
  });
}

function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  const tr = String(req.headers['accept-language'] ?? '').trim().toLowerCase().startsWith('tr');
  const message = tr ? 'İstek gövdesi 1 MB’tan büyük.' : 'The request body is larger than 1 MB.';
  res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(JSON.stringify({ success: false, message }));
}

// MSW's own resolution (getResponse) over node:http: the handlers see a fetch Request exactly as
// in the browser, and their Response goes back unchanged.
const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  try {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: await readBody(req) });
    const response = (await getResponse(handlers, request, { baseUrl: origin })) ?? Response.json({ success: false, message: `No mock for ${req.method} ${req.url}` }, { status: 404 });
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, response.statusText, Object.fromEntries(response.headers));
    res.end(body);
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge(req, res);
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: `Mock server error: ${(error as Error).message}` }));
  }
});

server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Kıyasla mock backend on http://${host}:${actual} (in-memory, seed accounts, Ctrl-C stops it)`);
});
server.on('error', (error: Error) => {
  console.error(error.message);
  process.exit(1);
});

function stop(): void {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; do not wait for them.
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
