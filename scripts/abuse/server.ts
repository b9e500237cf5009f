// The server an abuse script probes: the reference server on 127.0.0.1 only (ABUSE_PORT, else a
// free port), seeded with the demo accounts, on DATABASE_URL's PostgreSQL when it is set (run the
// script under scripts/with-postgres.sh, whose TEST_DATABASE_URL is used too), else an in-memory
// PGlite. Each script stops it itself, and a hard timer ends the process if something hangs.
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; the abuse scripts drive the reference server itself
import { startServer, type RunningServer, type StartOptions } from '../../server/start';

export interface Probe extends RunningServer {
  call(
    method: string,
    path: string,
    init?: { body?: unknown; token?: string; language?: 'tr' | 'en' },
  ): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read loosely; each script reads the fields it counts
  login(email: string): Promise<string>;
}

/** No script runs longer than this, whatever happens. */
const HARD_STOP_MS = 5 * 60_000;

export async function startProbe(options: StartOptions = {}): Promise<Probe> {
  setTimeout(() => {
    console.error(`abuse script still running after ${HARD_STOP_MS / 1000} s: stopped`);
    process.exit(2);
  }, HARD_STOP_MS).unref();
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const server = await startServer({
    host: '127.0.0.1',
    port: Number(process.env.ABUSE_PORT) || 0,
    seedDemo: true,
    passwordHashCost: 14,
    rateLimitScale: 100_000,
    ...(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' }),
    ...options,
  });
  const call: Probe['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': init.language ?? 'en' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
  return {
    ...server,
    call,
    async login(email) {
      const answer = await call('POST', '/api/login', { body: { email, password: 'Passw0rd!' } });
      if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
      return answer.body.data.token as string;
    },
  };
}

export const driverName = (probe: RunningServer) => (probe.driver === 'pg' ? 'PostgreSQL' : 'PGlite');
