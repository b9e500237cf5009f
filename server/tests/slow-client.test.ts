// A client that sends its request slowly, or never finishes its body, is answered 408 and its
// connection closed once the request timeout has passed (here 1 s; 30 s by default).
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, requestTimeoutMs: 1000 });
});
afterAll(async () => {
  await server?.close();
});

/** Sends `head` and part of a body, then nothing: what the server writes before it closes the socket. */
function stalled(head: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 15 s; got ${JSON.stringify(answer)}`));
    }, 15_000);
  });
}

it('20 connections whose bodies never finish: each 408 with the envelope, and closed', async () => {
  const head =
    'POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"';
  const results = await Promise.all(Array.from({ length: 20 }, () => stalled(head)));
  for (const { answer, closedAfterMs } of results) {
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('"success":false');
    expect(closedAfterMs).toBeLessThan(10_000);
  }
});
