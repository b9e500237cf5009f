// A raw HTTP/1.1 client for the server's fuzz test: it sends exactly the bytes it is given
// (broken request lines, odd methods and headers that fetch and node:http would refuse to send)
// over a plain socket and reads the answer until it is complete (or the server closes the connection).
import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Request head plus an optional body; `Connection: close` is added so every answer ends. */
export function requestBytes(
  method: string,
  target: string,
  headers: Array<[string, string]>,
  body?: Buffer | string,
): Buffer[] {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  if (payload && !headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name)))
    lines.push(`Content-Length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload ? [head, payload] : [head];
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Whether `raw` holds a whole answer: its head and the body its Content-Length or chunking announces. */
function complete(raw: Buffer, head: boolean): boolean {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const headText = raw.subarray(0, end).toString('latin1').toLowerCase();
  if (head) return true;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(headText);
  if (length) return raw.length - (end + 4) >= Number(length[1]);
  if (/\r\ntransfer-encoding:\s*chunked/.test(headText)) return raw.subarray(end + 4).includes('\r\n0\r\n\r\n');
  return false;
}

export function parseAnswer(raw: Buffer, head: boolean): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const match = /^HTTP\/1\.1 (\d{3})/.exec(raw.subarray(0, Math.max(end, 0)).toString('latin1'));
  if (end < 0 || !match) return { status: 0, headers: {}, body: '' };
  const headers: Record<string, string> = {};
  for (const line of raw.subarray(0, end).toString('latin1').split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(end + 4);
  const body = head
    ? Buffer.alloc(0)
    : headers['transfer-encoding'] === 'chunked'
      ? dechunk(rest)
      : rest.subarray(0, Number(headers['content-length'] ?? rest.length));
  return { status: Number(match[1]), headers, body: body.toString('utf8') };
}

/** Sends the chunks and resolves with the parsed answer (status 0: none arrived in `timeoutMs`). */
export function sendRaw(
  port: number,
  chunks: Buffer[],
  options: { head?: boolean; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.setTimeout(options.timeoutMs ?? 10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      // A whole answer on a connection the server keeps open (e.g. after an Upgrade header): done.
      if (complete(Buffer.concat(received), options.head ?? false)) socket.destroy();
    });
    // A reset after the answer arrived (the server stops reading an upload it refused) is fine.
    socket.on('error', () => {});
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(received), options.head ?? false)));
    for (const chunk of chunks) socket.write(chunk);
  });
}
