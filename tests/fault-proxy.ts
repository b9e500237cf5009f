// A small HTTP proxy that injects backend faults, for the reliability journeys and the contract
// kit's own tests. Modes (changeable while it runs):
//   pass   forward unchanged
//   stall  never answer /api requests (the connection stays open)
//   slow   answer after `delayMs`
//   cut    send the status, headers and half of the body, then destroy the connection
//   drop   close the connection before any answer (a server that cannot be reached)
// Anything outside /api can be served from a static folder (a built app), so a browser talks to
// the app and its faulty backend on one origin.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

export type FaultMode = 'pass' | 'stall' | 'slow' | 'cut' | 'drop';

export interface FaultProxyOptions {
  /** The backend, e.g. http://127.0.0.1:5503. */
  target: string;
  port: number;
  mode?: FaultMode;
  delayMs?: number;
  /** Only /api paths matching this are faulted (default: all of /api). */
  only?: RegExp;
  /** Serve this folder (with an index.html fallback) for everything outside /api. */
  staticDir?: string;
}

export interface FaultProxy {
  url: string;
  setMode(mode: FaultMode, options?: { delayMs?: number; only?: RegExp }): void;
  /** How many /api requests were faulted so far. */
  faulted(): number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

async function serveStatic(dir: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(dir, path), join(dir, 'index.html')]) {
    try {
      const body = await readFile(candidate);
      res.writeHead(200, { 'Content-Type': TYPES[extname(candidate)] ?? 'application/octet-stream' });
      res.end(body);
      return;
    } catch {
      // try the SPA fallback
    }
  }
  res.writeHead(404).end();
}

export function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  let mode: FaultMode = options.mode ?? 'pass';
  let delayMs = options.delayMs ?? 0;
  let only = options.only;
  let count = 0;
  const open = new Set<ServerResponse>();
  const target = new URL(options.target);

  function forward(req: IncomingMessage, res: ServerResponse, fault: FaultMode): void {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          if (fault === 'cut') {
            // Half the promised bytes, then the connection goes away mid-answer.
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
            return;
          }
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'fault proxy: backend unreachable' }));
    });
    req.pipe(upstream);
  }

  const server: Server = createServer((req, res) => {
    const isApi = (req.url ?? '').startsWith('/api');
    if (!isApi) {
      if (options.staticDir) void serveStatic(options.staticDir, req, res);
      else forward(req, res, 'pass');
      return;
    }
    const fault = only && !only.test(req.url ?? '') ? 'pass' : mode;
    if (fault !== 'pass') count += 1;
    if (fault === 'stall') {
      // Read and drop the body; never answer.
      req.resume();
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    if (fault === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault === 'slow') {
      const timer = setTimeout(() => forward(req, res, 'pass'), delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    forward(req, res, fault);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        setMode(next, extra = {}) {
          mode = next;
          if (extra.delayMs !== undefined) delayMs = extra.delayMs;
          only = extra.only;
        },
        faulted: () => count,
        close: () =>
          new Promise<void>((done) => {
            open.forEach((res) => res.socket?.destroy());
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// `tsx tests/fault-proxy.ts --target http://127.0.0.1:4010 --port 5502 --mode cut [--delay 15000]`
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[/\\]/, ''))) {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      port: { type: 'string' },
      mode: { type: 'string' },
      delay: { type: 'string' },
      static: { type: 'string' },
    },
  });
  const arg = (name: keyof typeof values) => values[name];
  const proxy = await startFaultProxy({
    target: arg('target') ?? 'http://127.0.0.1:4010',
    port: Number(arg('port') ?? 0),
    mode: (arg('mode') as FaultMode | undefined) ?? 'pass',
    delayMs: Number(arg('delay') ?? 0),
    staticDir: arg('static'),
  });
  console.log(`fault proxy (${arg('mode') ?? 'pass'}) on ${proxy.url} → ${arg('target') ?? 'http://127.0.0.1:4010'}`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
