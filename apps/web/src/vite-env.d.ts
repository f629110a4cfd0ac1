/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set for native (Capacitor) builds: the brand is fixed when the app is built. */
  readonly VITE_BRAND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled by @lingui/vite-plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
