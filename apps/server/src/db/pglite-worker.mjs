// The embedded database's own thread: one PGlite (WASM PostgreSQL) that answers the requests of
// pglite-thread.ts, so no query runs on the thread that answers HTTP requests.
//
// Plain JavaScript on purpose: Node 20 cannot start a TypeScript file in a worker thread (no loader
// reaches it under Vitest), and this file runs unchanged from src/ and from dist/ (build.mjs bundles it
// there). It imports packages only; the request and answer shapes are described in pglite-thread.ts.
//
// One request is worked at a time: the main thread sends the next one only when this one is answered,
// and its queue keeps a transaction's statements together.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol, TransactionAbortedError } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The values a Postgres error carries besides its message (`code` is the SQLSTATE callers read). */
const ERROR_FIELDS = [
  'length',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
];

/** A thrown value as data: a class cannot cross threads, its message and fields can. */
function describeError(error) {
  if (!(error instanceof Error)) return { kind: 'Error', name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const field of ERROR_FIELDS) {
    const value = /** @type {Record<string, unknown>} */ (error)[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  const kind =
    error instanceof TransactionAbortedError
      ? 'TransactionAbortedError'
      : error instanceof protocol.messages.DatabaseError
        ? 'DatabaseError'
        : 'Error';
  return { kind, name: error.name, message: error.message, fields };
}

const keepText = (text) => text;

/** A query's answer as data (a COPY's file stays here: no query sends one). */
function withoutBlob({ blob: _blob, ...result }) {
  return result;
}

const { dataDir, loadDataDir, pgliteWasmModule, initdbWasmModule, fsBundle } = workerData;

let pg;
try {
  pg = await PGlite.create(dataDir, {
    // pg_trgm: migration 0006 creates it (member and clinic-library search).
    extensions: { pg_trgm },
    // Compiled once per process by the main thread and shared by every database it opens.
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle: new Blob([fsBundle]),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
} catch (error) {
  parentPort.postMessage({ kind: 'failed', error: describeError(error) });
}

/** Listening channels by the main thread's listener id, each with PGlite's own unlisten. */
const listeners = new Map();

const operations = {
  /** `rawTypes`: the types whose text the main thread parses itself (its parsers are functions). */
  async query({ sql, params, rowMode, rawTypes, paramTypes }) {
    const parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
    return withoutBlob(
      await pg.query(sql, params, {
        ...(rowMode ? { rowMode } : {}),
        ...(paramTypes ? { paramTypes } : {}),
        parsers,
      }),
    );
  },
  async exec({ sql }) {
    return (await pg.exec(sql)).map(withoutBlob);
  },
  async begin() {
    await pg.exec('BEGIN');
  },
  /** As PGlite's own transaction: COMMIT of a transaction an error aborted rolls it back, and says so. */
  async commit() {
    const [result] = await pg.exec('COMMIT');
    if (result?.command === 'ROLLBACK') throw new TransactionAbortedError();
  },
  async rollback() {
    await pg.exec('ROLLBACK');
  },
  async listen({ channel, listenerId }) {
    const unlisten = await pg.listen(channel, (payload) => {
      parentPort.postMessage({ kind: 'notification', listenerId, payload });
    });
    listeners.set(listenerId, unlisten);
  },
  async unlisten({ listenerId }) {
    const unlisten = listeners.get(listenerId);
    listeners.delete(listenerId);
    await unlisten?.();
  },
  async dump() {
    const tarball = await pg.dumpDataDir('none');
    return tarball.arrayBuffer();
  },
  async close() {
    await pg.close();
  },
};

if (pg) {
  parentPort.on('message', async (request) => {
    try {
      const result = await operations[request.op](request);
      parentPort.postMessage(
        { kind: 'answer', id: request.id, ok: true, result },
        result instanceof ArrayBuffer ? [result] : [],
      );
    } catch (error) {
      parentPort.postMessage({ kind: 'answer', id: request.id, ok: false, error: describeError(error) });
      // WASM that trapped leaves PGlite unusable: stop, so every later query fails at once instead of hanging.
      if (error instanceof WebAssembly.RuntimeError) process.exit(1);
    }
  });
  parentPort.postMessage({ kind: 'ready' });
}
