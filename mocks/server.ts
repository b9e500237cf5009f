// `npm run mock:server [-- --port 4010]`: the very same stateful mock backend the browser uses
// (same handlers, same seed accounts), served over HTTP on 127.0.0.1 (node:http + MSW's getResponse) so curl, Postman or
// `npm run contract:verify` can talk to it. Data lives in memory only and is gone on exit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

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
const [{ createServer }, { getResponse }, { handlers }, { fail, say }, { operations }] = await Promise.all([
  import('node:http'),
  import('msw'),
  import('./handlers/index'),
  import('./http-helpers'),
  import('@/api/generated/operations'),
]);

// The contract's body limit: a bigger upload is answered 413 and never buffered, so a client
// sending 10 MB fields cannot grow this process.
const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    // Whatever a GET carries is read and dropped, so the connection stays in step.
    req.resume();
    return Promise.resolve(undefined);
  }
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

/** A Request built from what Node parsed, for answers written before (or instead of) MSW. */
function languageOnly(req: IncomingMessage): Request {
  const language = req.headers['accept-language'];
  return new Request(origin(), { headers: typeof language === 'string' ? { 'Accept-Language': language } : {} });
}

/** Methods a /api path has in the contract (HEAD with GET), for 405 and its Allow header. */
function allowedMethods(path: string): string[] {
  const methods = operations.filter((op) => op.pattern.test(path)).map((op) => op.method.toUpperCase());
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
}

function isMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The answers mock:server gives before a handler runs, the same as the reference server's:
 * a path outside the contract 404, a method the path lacks 405 (with Allow), a malformed
 * percent-encoding 422 where the operation documents it (else 404). Undefined: go on to MSW.
 */
function refuse(req: IncomingMessage, path: string): Response | undefined {
  const request = languageOnly(req);
  const method = req.method ?? 'GET';
  const allowed = path === '/api' || path.startsWith('/api/') ? allowedMethods(path) : [];
  if (!allowed.length)
    return fail(404, say(request, `No mock for ${method} ${path}`, `${method} ${path} için bir mock yok`));
  if (!allowed.includes(method)) {
    const response = fail(
      405,
      say(
        request,
        `${method} is not allowed here. Allowed: ${allowed.join(', ')}.`,
        `${method} burada kullanılamaz. Kullanılabilenler: ${allowed.join(', ')}.`,
      ),
    );
    response.headers.set('Allow', allowed.join(', '));
    return response;
  }
  if (isMalformedPath(path)) {
    const verb = method === 'HEAD' ? 'get' : method.toLowerCase();
    const operation = operations.find((op) => op.method === verb && op.pattern.test(path));
    const text = say(
      request,
      'The address contains a malformed percent-encoding.',
      'Adres hatalı bir yüzde kodlaması içeriyor.',
    );
    return operation?.responses['422']
      ? fail(422, say(request, 'Validation failed.', 'Doğrulama başarısız oldu.'), [{ field: 'path', message: text }])
      : fail(404, text);
  }
  return undefined;
}

function tooLarge(req: IncomingMessage): Response {
  const response = fail(
    413,
    say(languageOnly(req), 'The request body is larger than 1 MB.', 'İstek gövdesi 1 MB’tan büyük.'),
  );
  // The rest of an oversized upload is not worth reading on this connection.
  response.headers.set('Connection', 'close');
  return response;
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

let actualPort = port;
// Always this server's own origin: a request's Host header (empty, odd, a space, a bracket) is
// never parsed into a URL.
const origin = () => `http://${host}:${actualPort}`;

// MSW's own resolution (getResponse) over node:http: the handlers see a fetch Request exactly as
// in the browser, and their Response goes back unchanged.
const server = createServer({ requireHostHeader: false }, async (req: IncomingMessage, res: ServerResponse) => {
  try {
    const url = new URL(req.url ?? '/', origin());
    const refused = refuse(req, url.pathname);
    if (refused) {
      req.resume();
      return await send(req, res, refused);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && name !== 'host') headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // HEAD is answered as GET without the body.
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const request = new Request(url, { method, headers, body: await readBody(req) });
    const response =
      (await getResponse(handlers, request, { baseUrl: origin() })) ??
      fail(
        404,
        say(request, `No mock for ${req.method} ${url.pathname}`, `${req.method} ${url.pathname} için bir mock yok`),
      );
    await send(req, res, response);
  } catch (error) {
    if (error instanceof BodyTooLarge) return void (await send(req, res, tooLarge(req)));
    console.error(error);
    if (res.headersSent) return void res.destroy();
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: `Mock server error: ${(error as Error).message}` }));
  }
});

/** An answer in the envelope written straight to a socket Node has not handed to a request. */
function rawAnswer(socket: Duplex, status: string, message: string, extra = ''): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`,
  );
}

// What Node's HTTP parser refuses (an unknown method, a broken header line, headers over 16 kB)
// never reaches the handler above; it still gets an answer in the envelope.
server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    rawAnswer(socket, '431 Request Header Fields Too Large', 'The request headers are too large.');
  else rawAnswer(socket, '400 Bad Request', 'The request could not be read.');
});
// Node hands CONNECT and Upgrade requests over as bare sockets (and would just close them).
server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
  rawAnswer(socket, '405 Method Not Allowed', 'CONNECT is not allowed here.', 'Allow: GET, POST, PUT, DELETE\r\n'),
);
server.on('upgrade', (_req: IncomingMessage, socket: Duplex) =>
  rawAnswer(socket, '400 Bad Request', 'This server does not switch protocols.'),
);

server.listen(port, host, () => {
  actualPort = (server.address() as AddressInfo).port;
  console.log(`Kıyasla mock backend on http://${host}:${actualPort} (in-memory, seed accounts, Ctrl-C stops it)`);
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
