// Window events between the in-browser demo backend (mocks/) and the app, which never imports it.

/** The demo backend could not persist a write: its browser storage is full. */
export const DEMO_STORAGE_FULL_EVENT = 'kiyasla:demo-storage-full';
