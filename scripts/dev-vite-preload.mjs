// Preloaded into the Vite process that `npm run dev` spawns (node --import), before Vite itself.
// 1. When the parent (the process running the server) goes away for any reason, even SIGKILL, its
//    IPC channel closes and Vite stops through its own SIGTERM handler: no orphan keeps the port.
//    An IPC channel rather than a piped stdin keeps Vite's stdin the terminal (its shortcuts work).
// 2. The parent says "api-ready" once the server listens; noted here, before Vite has loaded its
//    config, so vite.config.ts (holdApiUntilReady) cannot miss it.
if (process.send) {
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.on('message', (message) => {
    if (message === 'api-ready') process.env.KIYASLA_API_READY = '1';
  });
  // The channel alone must not keep Vite alive.
  process.channel?.unref();
}
