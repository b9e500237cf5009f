// `npm run server`: the reference server on HOST:PORT (127.0.0.1:8080) with the settings of the
// environment (see config.ts and the README). Stops gracefully on SIGINT/SIGTERM.
import { startupBanner } from './banner';
import { readConfigOrExit } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { startServer, type RunningServer } from './start';

const config = readConfigOrExit();
let server: RunningServer;
try {
  server = await startServer({ ...config, logger: config.logger });
} catch (error) {
  // A folder another server owns: one clear sentence, no stack trace, nothing written.
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
console.log(
  startupBanner({
    url: server.url,
    dataDir: config.dataDir,
    driver: server.driver,
    seedDemo: config.seedDemo,
    ai: config.ai,
  }),
);

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
