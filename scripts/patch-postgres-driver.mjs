// postgres.js 3.4.9 can crash the whole process when PostgreSQL goes away: a small write waits for a
// setImmediate, the connection closes first (socket = null), and the immediate then calls
// socket.write on null, an exception no caller can catch (porsager/postgres#1154, #1208; the fixes,
// #1168 and #1209, are not released). The teardown also leaves the cancelled timer set, so the
// connection, once reconnected, would never flush a small write again. Until a release carries the
// fix, `npm install` (postinstall) applies it here: nextWrite drops the write when the socket is gone
// (closed() has already failed its query with CONNECTION_CLOSED), and the teardown forgets the timer
// and the buffered bytes. It runs again harmlessly; it says so if the driver's code has changed.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const MARK = '/* portal: nextWrite guarded */';
const require = createRequire(import.meta.url);

/** The driver's folder, as the server resolves it. */
function driverRoot() {
  try {
    // `postgres` resolves to <root>/cjs/src/index.js (its package.json is not exported).
    return path.resolve(require.resolve('postgres', { paths: [path.resolve('apps/server')] }), '../../..');
  } catch {
    return undefined;
  }
}

const root = driverRoot();
if (!root) {
  console.log('patch-postgres-driver: postgres is not installed; nothing to do.');
  process.exit(0);
}
const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

const NEXT_WRITE = '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n';
const GUARDED_NEXT_WRITE =
  `  function nextWrite(fn) { ${MARK}\n` +
  '    if (!socket) {\n' +
  '      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n' +
  '      chunk = nextWriteTimer = null\n' +
  '      return false\n' +
  '    }\n' +
  '    const x = socket.write(chunk, fn)\n';
const TEARDOWN = '\n    clearImmediate(nextWriteTimer)\n';
const GUARDED_TEARDOWN = '\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n';

let failed = false;
for (const file of ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js']) {
  const target = path.join(root, file);
  const source = await readFile(target, 'utf8').catch(() => undefined);
  if (source === undefined || source.includes(MARK)) continue;
  if (!source.includes(NEXT_WRITE) || source.split(TEARDOWN).length !== 3) {
    console.warn(
      `patch-postgres-driver: postgres ${version}'s ${file} is not the code this patch fixes; check whether it still needs it.`,
    );
    failed = true;
    continue;
  }
  await writeFile(target, source.replace(NEXT_WRITE, GUARDED_NEXT_WRITE).split(TEARDOWN).join(GUARDED_TEARDOWN));
  console.log(`patch-postgres-driver: guarded nextWrite in postgres ${version} (${file}).`);
}
process.exit(failed ? 1 : 0);
