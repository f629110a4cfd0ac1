/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Set for native builds: the portal's address (`https://care.swift.example`), where the app's services
   * answer (its pages come from the phone). Unset, the services are on the page's own origin.
   */
  readonly VITE_PORTAL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled by @lingui/vite-plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
