/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set for native (Capacitor) builds: the brand is fixed when the app is built. */
  readonly VITE_BRAND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
