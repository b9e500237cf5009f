#!/usr/bin/env node
// `npm run dev:prism [-- vite args]`: a Prism mock of openapi.yaml on a free 127.0.0.1 port, and
// Vite with /api proxied to it (MSW off). Prism stops with Vite. `--prism-errors` starts Prism in
// errors mode (an invalid request gets a 4xx instead of a happy answer).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

// --prism-errors is ours; every other argument is Vite's, passed on as written.
const { tokens } = parseArgs({ options: { 'prism-errors': { type: 'boolean' } }, strict: false, tokens: true });
const errorsMode = tokens.some((token) => token.kind === 'option' && token.name === 'prism-errors');
const viteArgs = process.argv.slice(2).filter((arg) => arg !== '--prism-errors');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`Prism did not start at ${url}`);
}

const port = await freePort();
const prismArgs = [
  'prism',
  'mock',
  '-h',
  '127.0.0.1',
  '-p',
  String(port),
  ...(errorsMode ? ['--errors'] : []),
  'openapi.yaml',
];
const prism = spawn('npx', ['--no-install', ...prismArgs], {
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: false,
});
const children = [prism];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
prism.on('exit', (code) => stop(code ?? 1));

await waitFor(`http://127.0.0.1:${port}/api/packages`, 60_000);
console.log(`Prism mock of openapi.yaml on http://127.0.0.1:${port}${errorsMode ? ' (errors mode)' : ''}`);

const vite = spawn('npx', ['--no-install', 'vite', ...viteArgs], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_URL: `http://127.0.0.1:${port}` },
});
children.push(vite);
vite.on('exit', (code) => stop(code ?? 0));
