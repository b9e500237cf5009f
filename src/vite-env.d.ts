/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'mock' starts the in-browser MSW backend; anything else talks to /api for real. */
  readonly VITE_API_MODE?: string;
  readonly VITE_SHOW_CHAT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
