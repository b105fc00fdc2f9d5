import { type Writable } from 'node:stream';
import pino from 'pino';
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

/**
 * One JSON object per line (time, level, message, fields) for a log collector; readable lines for a person
 * at a terminal. `LOG_FORMAT` chooses; by default a terminal gets text and anything else JSON.
 */
export function createLogger({
  format = process.stdout.isTTY ? 'text' : 'json',
  destination,
}: {
  format?: LogFormat;
  /** Where lines go: standard output by default. */
  destination?: Writable;
} = {}): Logger {
  const stream = format === 'text' ? pretty({ destination: destination ?? 1, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }) : (destination ?? pino.destination({ sync: false }));
  const log = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, stream);
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (description, fields) => log.error(fields ?? {}, description),
  };
}
