/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'mock' starts the in-browser MSW backend; anything else talks to /api for real. */
  readonly VITE_API_MODE?: string;
  readonly VITE_SHOW_CHAT?: string;
  readonly VITE_FACT_MAX_AGE_MONTHS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
