/**
 * The PostgreSQL driver as installed carries the guard scripts/patch-postgres-driver.mjs applies
 * (postinstall): without it, PostgreSQL restarting can crash the server instead of failing a few
 * requests with 503. An install that skipped the script fails here.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('the postgres.js driver', () => {
  it('guards its deferred write against a connection that closed first', async () => {
    const root = path.resolve(require.resolve('postgres'), '../../..');
    for (const file of ['src/connection.js', 'cjs/src/connection.js']) {
      const source = await readFile(path.join(root, file), 'utf8');
      expect(source, file).toContain('/* portal: nextWrite guarded */');
      expect(source, file).toMatch(/function nextWrite\(fn\) \{[^\n]*\n\s+if \(!socket\) \{/);
    }
  });
});
