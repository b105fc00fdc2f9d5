import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results, RowMode } from '@electric-sql/pglite';

/*
 * PGlite on a thread of its own (decision 098). A query keeps PGlite's thread busy for as long as it runs; on
 * the server's thread that stopped every request, cached pages included, whenever the database worked. This is
 * the part of PGlite's client that drizzle and the server use (`query`, `exec`, `transaction`, `listen`,
 * `close`), each call a message to `pglite-worker.ts`.
 */

export interface PgliteThreadOptions {
  /** Where the database's files are; in memory without. */
  dataDir?: string;
  /** A dump (`dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: ArrayBuffer;
}

/** What the server's thread asks. `tx` runs a call inside that open transaction. */
export type ToThread =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode?: RowMode; keepAsText?: number[]; tx?: number }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'listen'; listen: number; channel: string }
  | { id: number; kind: 'unlisten'; listen: number }
  | { id: number; kind: 'close' };

export interface ThreadError {
  message: string;
  name: string;
  /** PostgreSQL's fields (`code`, `constraint`, ...), as PGlite's error carries them. */
  fields: Record<string, string>;
}

/** What the database's thread answers, and tells unasked. */
export type FromThread =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }
  | { kind: 'ready' }
  | { kind: 'failed'; error: ThreadError }
  | { kind: 'notify'; listen: number; payload: string };

/** The options drizzle passes: its parsers keep dates and intervals as PostgreSQL writes them. */
interface QueryOptions {
  rowMode?: RowMode;
  parsers?: Record<number, (value: string) => unknown>;
}

export interface PgliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(task: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const rebuild = ({ message, name, fields }: ThreadError) => Object.assign(new Error(message), { name }, fields);

/**
 * The worker beside this file: built JavaScript in `dist/`, or, when the server runs from its sources (tests,
 * `npm run dev`), the TypeScript, loaded through tsx as the rest is.
 */
function startWorker(options: PgliteThreadOptions): Worker {
  const init = { workerData: options, transferList: options.loadDataDir ? [options.loadDataDir] : [] };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), init);
  // tsx's module API, found as its package names it (the worker's code cannot resolve it from here).
  const tsxManifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(tsxManifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const tsx = JSON.stringify(pathToFileURL(path.join(path.dirname(tsxManifest), exports['./esm/api']?.import.default ?? '')).href);
  const source = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  const bootstrap = `import(${tsx}).then(({ register }) => { register(); return import(${source}); })`;
  return new Worker(bootstrap, { ...init, eval: true });
}

/** Starts PGlite on its own thread; resolves once the database is open (or rejects with why it is not). */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const worker = startWorker(options);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromThread) => {
      if ('id' in message) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) call?.resolve(message.value);
        else call?.reject(rebuild(message.error));
      } else if (message.kind === 'notify') listeners.get(message.listen)?.(message.payload);
      else if (message.kind === 'ready') resolve();
      else reject(rebuild(message.error));
    });
    worker.on('error', (error) => {
      reject(error);
      stop(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The embedded database's thread stopped (exit code ${code})`);
      reject(error);
      stop(error);
    });
  });

  const call = <T>(message: DistributiveOmit<ToThread, 'id'>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const query = <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) =>
    call<Results<T>>({ kind: 'query', sql, params, rowMode: options.rowMode, keepAsText: options.parsers && Object.keys(options.parsers).map(Number), tx });
  const exec = (sql: string, tx?: number) => call<Results[]>({ kind: 'exec', sql, tx });

  return {
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql) => exec(sql),
    async transaction(task) {
      const tx = await call<number>({ kind: 'begin' });
      let closed = false;
      const handle: PgliteTransaction = {
        query: (sql, params, options) => query(sql, params, options, tx),
        exec: (sql) => exec(sql, tx),
        rollback: async () => {
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await task(handle);
        await call({ kind: 'end', tx, commit: !closed });
        return result;
      } catch (error) {
        await call({ kind: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
    },
    async listen(channel, onNotify) {
      const listen = nextId++;
      listeners.set(listen, onNotify);
      await call({ kind: 'listen', listen, channel });
      return async () => {
        listeners.delete(listen);
        await call({ kind: 'unlisten', listen });
      };
    },
    async close() {
      if (stopped) return;
      await call({ kind: 'close' });
      stop(new Error('The embedded database is closed'));
      await worker.terminate();
    },
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
