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
  const stream = format === 'text' ? pretty({ destination: destination ?? 1, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', singleLine: true }) : (destination ?? pino.destination({ sync: false }));
  const log = pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, stream);
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (description, fields) => log.error(fields ?? {}, description),
  };
}
