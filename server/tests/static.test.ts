// One process for the whole product: the built SPA at /, client routes falling back to
// index.html, hashed assets cached for a year, and the strict security headers on everything.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'kiyasla-dist-'));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="application/json" id="data">{"a":1}</script><script>window.x=1</script><style>body{margin:0}</style><title>Kıyasla</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the app, client routes and assets with the right caching and a strict CSP', async () => {
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<title>Kıyasla</title>');
  const csp = home.headers.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  // The page's own inline blocks are allowed by hash, nothing else inline is.
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  expect(csp).toContain(`script-src 'self' ${sha('window.x=1')};`);
  expect(csp).toContain(`style-src 'self' ${sha('body{margin:0}')};`);
  expect(csp).not.toContain(sha('{"a":1}'));
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

  const route = await fetch(`${server.url}/app/compare_history?x=1`);
  expect(route.status).toBe(200);
  expect(route.headers.get('content-type')).toContain('text/html');
  expect(route.headers.get('cache-control')).toBe('no-cache');

  const asset = await fetch(`${server.url}/assets/index-abc123.js`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);

  const api = await fetch(`${server.url}/api/unknown`);
  expect(api.status).toBe(404);
  expect(await api.json()).toMatchObject({ success: false });
  expect((await fetch(`${server.url}/app/compare`, { method: 'POST' })).status).toBe(404);
});
