// The Vite CLI as a child of `npm run dev`: the developer's arguments passed through unchanged,
// /api proxied to the server (VITE_API_URL, see vite.config.ts), stdin still the terminal (Vite's
// keyboard shortcuts), and its output held back until the banner has been printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const VITE_CLI = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const PRELOAD = new URL('./dev-vite-preload.mjs', import.meta.url).href;

export interface ViteChild {
  process: ChildProcess;
  /** The app's address as Vite prints it ("Local: …") once it listens. */
  appUrl: Promise<string>;
  /** Lets the /api requests Vite has been holding through to the server (vite.config.ts). */
  apiReady(): void;
  /** Writes what Vite printed so far, then lets its output straight through. */
  release(): void;
}

function colourEnv(): NodeJS.ProcessEnv {
  // Vite's stdout is a pipe to us; keep its colours when ours is a terminal.
  return process.stdout.isTTY && !process.env.NO_COLOR && !process.env.FORCE_COLOR ? { FORCE_COLOR: '1' } : {};
}

export function startVite(args: string[], apiUrl: string): ViteChild {
  const child = spawn(process.execPath, ['--import', PRELOAD, VITE_CLI, ...args], {
    // The IPC channel: Vite notices when this process is gone, and hears when the API is ready.
    stdio: ['inherit', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, ...colourEnv(), VITE_API_URL: apiUrl, KIYASLA_HOLD_API: '1' },
  });
  let held: Buffer[] | undefined = [];
  let printed = '';
  let found = false;
  const appUrl = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (held) held.push(chunk);
      else process.stdout.write(chunk);
      if (found) return;
      printed += chunk.toString();
      const local = /Local:\s+(\S+)/.exec(stripVTControlCharacters(printed));
      if (!local) return;
      found = true;
      resolve(local[1]);
    });
    child.once('exit', (code, signal) => reject(new Error(`Vite stopped (${signal ?? `exit code ${code}`})`)));
  });
  appUrl.catch(() => {});
  return {
    process: child,
    appUrl,
    apiReady() {
      if (child.connected) child.send('api-ready');
    },
    release() {
      for (const chunk of held ?? []) process.stdout.write(chunk);
      held = undefined;
    },
  };
}
