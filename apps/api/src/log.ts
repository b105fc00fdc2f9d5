import { type Writable } from 'node:stream';
import pino from 'pino';
import type SonicBoom from 'sonic-boom';
import pretty from 'pino-pretty';

/**
 * What the server says about itself. Messages carry no personal data or secrets: errors come described by
 * `describeError`, requests by method, path (never the query, which can hold a link's token), status and time.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  /** An unexpected error, already described without query parameters or personal data (`describeError`). */
  error(description: string, fields?: Record<string, unknown>): void;
}

export type LogFormat = 'json' | 'text';

/** `LOG_LEVEL`: `info` (the default) logs every request; `warn` and `error` keep only what went wrong. */
export const LOG_LEVELS = ['error', 'warn', 'info'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * One JSON object per line (time, level, message, fields) for a log collector; readable lines for a person
 * at a terminal. `LOG_FORMAT` chooses; by default a terminal gets text and anything else JSON.
 */
export function createLogger({
  format = process.stdout.isTTY ? 'text' : 'json',
  level = 'info',
  destination,
}: {
  format?: LogFormat;
  level?: LogLevel;
  /** Where lines go: standard output by default. */
  destination?: Writable;
} = {}): Logger {
  const stream = format === 'text' ? pretty({ destination: destination ?? 1, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', singleLine: true }) : (destination ?? batched(pino.destination({ sync: false })));
  const log = pino({ level, base: undefined, timestamp: isoTimeOncePerMillisecond(), formatters: { level: (label) => ({ level: label }) } }, stream);
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (description, fields) => log.error(fields ?? {}, description),
  };
}

/**
 * `,"time":"…"` as pino's `isoTime` writes it, made once a millisecond and reused by the other lines of that
 * millisecond: formatting the date was a quarter of the cost of a line.
 */
function isoTimeOncePerMillisecond() {
  let millisecond = 0;
  let time = '';
  return () => {
    const now = Date.now();
    if (now !== millisecond) {
      millisecond = now;
      time = `,"time":"${new Date(millisecond).toISOString()}"`;
    }
    return time;
  };
}

/**
 * Lines go to SonicBoom together: as one string once a few kilobytes wait, or a moment after the first of them.
 * Handed one line at a time, SonicBoom appends each to the text waiting for the write under way and measures that
 * whole text again, in bytes; handed a string each turn of the event loop, it started a write for nearly every
 * request under load, each a trip through libuv's threads and back (decision 108).
 *
 * A batch stays well below SonicBoom's largest write (16 KB), so no more is in flight when the process exits than
 * before: pino writes what SonicBoom holds as the process exits, but not the rest of a write under way.
 */
const BATCH_CHARACTERS = 4096;
/** How long a line may wait for others, at most. */
const BATCH_MILLISECONDS = 10;

function batched(destination: SonicBoom): pino.DestinationStream {
  let waiting = '';
  const hand = () => {
    if (waiting === '') return;
    destination.write(waiting);
    waiting = '';
  };
  // The lines of the last moment may not have reached SonicBoom yet.
  process.once('exit', () => {
    if (waiting === '') return;
    hand();
    destination.flushSync();
  });
  return {
    write(line: string) {
      // Unreferenced: waiting lines never keep the process alive; the exit above writes them.
      if (waiting === '') setTimeout(hand, BATCH_MILLISECONDS).unref();
      waiting += line;
      if (waiting.length >= BATCH_CHARACTERS) hand();
    },
  };
}
