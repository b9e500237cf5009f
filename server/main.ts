// `npm run server`: the reference server on HOST:PORT (127.0.0.1:8080) with the settings of the
// environment (see config.ts and the README). Stops gracefully on SIGINT/SIGTERM.
import { readConfig } from './config';
import { startServer } from './start';

const config = readConfig();
const server = await startServer({ ...config, logger: config.logger });
const provider = config.ai
  ? `${config.ai.model} at ${config.ai.baseUrl}`
  : 'the built-in demo engine (AI_BASE_URL is not set)';
const database = server.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`Kıyasla server on ${server.url} — database: ${database}; reports by ${provider}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  // A request that hangs must not keep the process alive forever.
  setTimeout(() => process.exit(1), 15_000).unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
