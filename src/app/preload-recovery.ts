// After a deploy replaces the hashed chunks, a tab opened before it asks for files that no longer
// exist; Vite then fires `vite:preloadError`. One reload fetches the new index.html and its chunks.
// The guard in sessionStorage makes it once per tab session: if the reload does not help (the
// server really lacks the file), the error goes on to the route's error boundary instead of a
// reload loop.
export const PRELOAD_RELOAD_KEY = 'kiyasla.preloadReload';

/** True the first time in this session (and records it); false ever after. */
export function claimPreloadReload(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    if (storage.getItem(PRELOAD_RELOAD_KEY)) return false;
    storage.setItem(PRELOAD_RELOAD_KEY, new Date().toISOString());
    return true;
  } catch {
    // Storage refused (privacy mode, quota): without a guard a reload could loop, so do not reload.
    return false;
  }
}

export function installPreloadRecovery(
  target: Window = window,
  reload: () => void = () => target.location.reload(),
): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!claimPreloadReload(target.sessionStorage)) return;
    event.preventDefault(); // the import is not rethrown: the page is going away
    reload();
  });
}
