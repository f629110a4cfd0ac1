/**
 * The embedded database (PGlite) in a worker thread of its own (pglite-worker.mjs), and the client the
 * main thread talks to it through. PGlite runs every query synchronously in WASM: on the thread that
 * answers requests a 50,000-row commit or a large report held every request, liveness included, for
 * seconds. Here only the answers' copying costs the main thread anything.
 *
 * The client offers what Drizzle's PGlite driver calls (drizzle-orm/pglite: `query` with `rowMode` and
 * `parsers`, `transaction` whose client's `query` runs savepoints too), plus `exec`, `listen`,
 * `dumpDataDir` and `close`. PGlite has one connection: a queue here keeps each query and each whole
 * transaction to itself, in the order they came, as PGlite's own locks did in this thread.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { protocol, TransactionAbortedError } from '@electric-sql/pglite';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** The SQLSTATE of a connection that failed: the error handler answers it 503 (lib/database-errors.ts). */
const CONNECTION_FAILURE = '08006';

/** The embedded database's thread stopped (or the database was closed): nothing more can reach it. */
export class EmbeddedDatabaseStoppedError extends Error {
  readonly code = CONNECTION_FAILURE;
}

/** An error as pglite-worker.mjs sends it. */
interface ErrorData {
  kind: 'DatabaseError' | 'TransactionAbortedError' | 'Error';
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorData }
  | { kind: 'notification'; listenerId: number; payload: string }
  | { kind: 'answer'; id: number; ok: true; result: unknown }
  | { kind: 'answer'; id: number; ok: false; error: ErrorData };

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes: number[];
      paramTypes?: number[];
    }
  | { op: 'exec'; sql: string }
  | { op: 'begin' | 'commit' | 'rollback' | 'dump' | 'close' }
  | { op: 'listen'; channel: string; listenerId: number }
  | { op: 'unlisten'; listenerId: number };

/**
 * The error the database raised, as this thread would have seen it from PGlite: a DatabaseError with
 * `code` (the SQLSTATE), `constraint`, `detail`… The stack is this thread's, where the query was sent.
 */
function errorFrom(data: ErrorData): Error {
  let error: Error;
  if (data.kind === 'TransactionAbortedError') error = new TransactionAbortedError();
  else if (data.kind === 'DatabaseError') error = new protocol.messages.DatabaseError(data.message, 0, 'error');
  else error = new Error(data.message);
  Object.assign(error, data.fields);
  if (data.kind === 'Error' && data.name !== 'Error') error.name = data.name;
  return error;
}

/** One lane: each task starts when the one before it settled. */
class Queue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => {});
    return result;
  }
}

/** What a transaction's callback gets (PGlite's Transaction, as far as anything here uses it). */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  readonly closed: boolean;
}

interface Artifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  /** PGlite's file-system bundle (pglite.data), shared by every thread without a copy. */
  fsBundle: SharedArrayBuffer;
}

let artifacts: Promise<Artifacts> | undefined;

/** The WebAssembly global (the TypeScript libraries this project loads declare only its types). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

/**
 * PGlite's WASM, compiled once per process (compiling it costs more than starting a database from a
 * dump, and each test opens its own database); each database's thread instantiates the same module.
 */
function loadArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule, data] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')).then((bytes) => wasm.compile(bytes)),
      readFile(path.join(dist, 'initdb.wasm')).then((bytes) => wasm.compile(bytes)),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    const fsBundle = new SharedArrayBuffer(data.byteLength);
    new Uint8Array(fsBundle).set(data);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  artifacts.catch(() => {
    artifacts = undefined;
  });
  return artifacts;
}

export interface PgliteThreadOptions {
  /** On disk; absent: in memory. */
  dataDir?: string;
  /** A dump (dumpDataDir) to start from instead of an empty database. */
  loadDataDir?: Blob;
}

export class PgliteThreadClient {
  readonly #worker: Worker;
  readonly #queue = new Queue();
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #inFlight = 0;
  /** Set once nothing can reach the database any more: every request fails with it at once. */
  #stopped: EmbeddedDatabaseStoppedError | undefined;
  #closing = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    worker.on('error', (error) => this.#stop(`its thread failed: ${error.message}`));
    worker.on('exit', (exitCode) =>
      this.#stop(this.#closing ? 'it is closed' : `its thread stopped (exit code ${exitCode})`),
    );
    // An idle database does not keep the process alive (PGlite in this thread did not either).
    worker.unref();
  }

  /** Starts the database's thread and resolves once PGlite answers there; rejects with PGlite's reason otherwise. */
  static async open(options: PgliteThreadOptions): Promise<PgliteThreadClient> {
    const [{ pgliteWasmModule, initdbWasmModule, fsBundle }, loadDataDir] = await Promise.all([
      loadArtifacts(),
      options.loadDataDir?.arrayBuffer(),
    ]);
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir, pgliteWasmModule, initdbWasmModule, fsBundle },
      transferList: loadDataDir ? [loadDataDir] : [],
      // Not the server's own arguments (a watcher's, an inspector's): the thread runs plain JavaScript.
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.kind === 'ready') settle(() => resolve());
        else if (message.kind === 'failed') settle(() => reject(errorFrom(message.error)));
      };
      const onError = (error: Error) => settle(() => reject(error));
      const onExit = (exitCode: number) =>
        settle(() => reject(new Error(`the database's thread stopped while opening (exit code ${exitCode})`)));
      const settle = (then: () => void) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        then();
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteThreadClient(worker);
  }

  /** Queries and transactions sent and not yet answered (waiting for their turn included). */
  get inFlight(): number {
    return this.#inFlight;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#exclusive(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exclusive(() => this.#call({ op: 'exec', sql }) as Promise<Results[]>);
  }

  /**
   * BEGIN, the callback, COMMIT (ROLLBACK when it throws), as PGlite's own transaction. Nothing else
   * reaches the database in between: other queries wait in the queue until it ends.
   */
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#call({ op: 'begin' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: PgliteThreadTransaction = {
        query: (sql, params = [], options) => (open(), this.#query(sql, params, options)),
        exec: async (sql) => (open(), (await this.#call({ op: 'exec', sql })) as Results[]),
        rollback: async () => {
          open();
          await this.#call({ op: 'rollback' });
          closed = true;
        },
        listen: (channel, onPayload) => (open(), this.#listen(channel, onPayload)),
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          await this.#call({ op: 'commit' });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          // A thread that stopped took the transaction with it: the callback's error says more.
          await this.#call({ op: 'rollback' }).catch(() => {});
        }
        throw error;
      }
    });
  }

  /** PGlite's LISTEN: `onPayload` gets each NOTIFY on the channel; the answer stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.#exclusive(() => this.#listen(channel, onPayload));
  }

  /** The whole data folder as a tar file, which `loadDataDir` opens again. */
  dumpDataDir(): Promise<Blob> {
    return this.#exclusive(async () => new Blob([(await this.#call({ op: 'dump' })) as ArrayBuffer]));
  }

  /** Once what was sent before is answered: PGlite writes its data folder and the thread ends. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#queue.run(async () => {
      if (this.#stopped) return;
      this.#closing = true;
      await this.#call({ op: 'close' });
      await this.#worker.terminate();
    });
  }

  async #listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listenerId = this.#nextId++;
    this.#listeners.set(listenerId, onPayload);
    try {
      await this.#call({ op: 'listen', channel, listenerId });
    } catch (error) {
      this.#listeners.delete(listenerId);
      throw error;
    }
    return () =>
      this.#exclusive(async () => {
        this.#listeners.delete(listenerId);
        await this.#call({ op: 'unlisten', listenerId });
      });
  }

  /**
   * PGlite's parsers are functions, which cannot cross threads: the thread keeps the text of the types
   * that have one here, and they run here on it (Drizzle keeps dates, timestamps and intervals as text).
   */
  async #query<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const { parsers, serializers, blob, onNotice, rowMode, paramTypes } = options ?? {};
    if (serializers || blob || onNotice) {
      throw new Error('The embedded database takes no serializers, blob or onNotice from this thread.');
    }
    const rawTypes = Object.keys(parsers ?? {}).map(Number);
    const result = (await this.#call({
      op: 'query',
      sql,
      params,
      ...(rowMode ? { rowMode } : {}),
      rawTypes,
      ...(paramTypes ? { paramTypes } : {}),
    })) as Results<T>;
    if (parsers && rawTypes.length > 0) parseRows(result, parsers, rowMode ?? 'object');
    return result;
  }

  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    this.#inFlight += 1;
    return this.#queue.run(task).finally(() => {
      this.#inFlight -= 1;
    });
  }

  #call(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    // Keep the process alive while an answer is awaited (an idle database does not).
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #receive(message: WorkerMessage): void {
    if (message.kind === 'notification') {
      this.#listeners.get(message.listenerId)?.(message.payload);
      return;
    }
    if (message.kind !== 'answer') return;
    const waiting = this.#waiting.get(message.id);
    if (!waiting) return;
    this.#waiting.delete(message.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(errorFrom(message.error));
  }

  #stop(reason: string): void {
    if (this.#stopped) return;
    this.#stopped = new EmbeddedDatabaseStoppedError(`The embedded database cannot be reached: ${reason}.`);
    for (const waiting of this.#waiting.values()) waiting.reject(this.#stopped);
    this.#waiting.clear();
    this.#listeners.clear();
  }
}

/** Runs this thread's parsers on the text the database's thread kept for them. */
function parseRows(result: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>, rowMode: string): void {
  type Parse = (text: string, type: number) => unknown;
  const columns = new Map<string | number, { parse: Parse; type: number }>();
  result.fields.forEach((field, index) => {
    // In object mode a repeated name holds the last such column's value.
    const key = rowMode === 'array' ? index : field.name;
    const parse = parsers[field.dataTypeID] as Parse | undefined;
    if (parse) columns.set(key, { parse, type: field.dataTypeID });
    else columns.delete(key);
  });
  if (columns.size === 0) return;
  for (const row of result.rows as unknown as Record<string | number, unknown>[]) {
    for (const [key, { parse, type }] of columns) {
      const text = row[key];
      if (typeof text === 'string') row[key] = parse(text, type);
    }
  }
}
