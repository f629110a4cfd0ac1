// A catalog imported as its text by Vite's `?raw` (contract-messages-es.ts), for the projects that type-check
// it without Vite's own types.
declare module '*.po?raw' {
  const text: string;
  export = text;
}
