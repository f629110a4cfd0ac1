// Runs drizzle-kit with `drizzle-orm` resolved from this workspace: npm hoists
// drizzle-kit to the repository root but keeps drizzle-orm here, and drizzle-kit
// checks the ORM's version with an ESM import that NODE_PATH cannot redirect.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const hook = `
const serverPackage = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('drizzle-orm')) throw error;
    return nextResolve(specifier, { ...context, parentURL: serverPackage });
  }
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// drizzle-kit also requires the ORM from CommonJS: point NODE_PATH here too.
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname;
Module._initPaths();

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
await import(pathToFileURL(bin).href);
