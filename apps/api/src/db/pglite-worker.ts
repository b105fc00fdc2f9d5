import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import type { FromThread, PgliteThreadOptions, ToThread } from './pglite-thread';

/*
 * The embedded database's own thread (decision 098): PGlite runs here, so its queries, which keep a thread busy
 * while they run, never stop the server's event loop. The server talks to it through `pglite-thread.ts`.
 */

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');
const port = parentPort;
const send = (message: FromThread) => port.postMessage(message);

/** The fields of PostgreSQL's error answer the server reads (`code`, `constraint`, ...), never the query's values. */
const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

function describe(error: unknown): { message: string; name: string; fields: Record<string, string> } {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string> = {};
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return { message: error.message, name: error.name, fields };
}

const identity = (value: string) => value;
/** Types whose text the caller keeps as it is (drizzle's dates and intervals), one parser table per set. */
const parserTables = new Map<string, Record<number, (value: string) => string>>();
function keepAsText(types: number[] | undefined) {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let table = parserTables.get(key);
  if (!table) {
    table = Object.fromEntries(types.map((type) => [type, identity]));
    parserTables.set(key, table);
  }
  return table;
}

const { dataDir, loadDataDir } = workerData as PgliteThreadOptions;
const client = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  extensions: PGLITE_EXTENSIONS,
}).catch((error: unknown) => {
  send({ kind: 'failed', error: describe(error) });
  return undefined;
});

if (client) {
  /** Open transactions: the calls inside one name it, and run in it. */
  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }>();
  const listeners = new Map<number, () => Promise<void>>();
  let nextTransaction = 1;

  const runner = (tx: number | undefined) => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open`);
    return open.tx;
  };

  const begin = (id: number) => {
    const tx = nextTransaction++;
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    let opened = false;
    // PGlite holds every other call back until this transaction ends, as one connection does.
    const ended: Promise<void> = client
      .transaction(async (open) => {
        transactions.set(tx, { tx: open, end, ended });
        opened = true;
        send({ id, ok: true, value: tx });
        if (!(await decided)) await open.rollback();
      })
      .finally(() => transactions.delete(tx));
    // Once open, how it ends is the answer to `end`.
    ended.catch((error: unknown) => opened || send({ id, ok: false, error: describe(error) }));
  };

  const handle = async (message: ToThread): Promise<unknown> => {
    switch (message.kind) {
      case 'query': {
        const { rows, fields, affectedRows }: Results = await runner(message.tx).query(message.sql, message.params, {
          rowMode: message.rowMode,
          parsers: keepAsText(message.keepAsText),
        });
        return { rows, fields, affectedRows };
      }
      case 'exec':
        return (await runner(message.tx).exec(message.sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error(`Transaction ${message.tx} is not open`);
        open.end(message.commit);
        await open.ended;
        return undefined;
      }
      case 'listen': {
        const { listen, channel } = message;
        listeners.set(listen, await client.listen(channel, (payload) => send({ kind: 'notify', listen, payload })));
        return undefined;
      }
      case 'unlisten':
        await listeners.get(message.listen)?.();
        listeners.delete(message.listen);
        return undefined;
      case 'close':
        await client.close();
        return undefined;
      case 'begin':
        throw new Error('begin is answered when the transaction opens');
    }
  };

  port.on('message', (message: ToThread) => {
    if (message.kind === 'begin') return begin(message.id);
    handle(message).then(
      (value) => send({ id: message.id, ok: true, value }),
      (error: unknown) => send({ id: message.id, ok: false, error: describe(error) }),
    );
  });
  send({ kind: 'ready' });
}
