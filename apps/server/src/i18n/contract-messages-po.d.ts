// The contracts' catalog imported as its text by Vite's `?raw` (packages/contracts/src/contract-messages-es.ts,
// which the server's tests import): for this project, which type-checks without Vite's own types.
declare module '*.po?raw' {
  const text: string;
  export = text;
}
