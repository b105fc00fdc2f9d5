import { readConfig } from './config';
import { describeError } from './describe-error';
import { createLogger, LOG_LEVELS, type LogLevel } from './log';
import { startServer } from './start';

const { LOG_FORMAT, LOG_LEVEL } = process.env;
const isLevel = (value: string | undefined): value is LogLevel => LOG_LEVELS.some((level) => level === value);
const log = createLogger({
  ...(LOG_FORMAT === 'json' || LOG_FORMAT === 'text' ? { format: LOG_FORMAT } : {}),
  ...(isLevel(LOG_LEVEL) ? { level: LOG_LEVEL } : {}),
});

try {
  if (LOG_FORMAT !== undefined && LOG_FORMAT !== '' && LOG_FORMAT !== 'json' && LOG_FORMAT !== 'text') throw new Error(`LOG_FORMAT must be json or text, not ${JSON.stringify(LOG_FORMAT)}`);
  if (LOG_LEVEL !== undefined && LOG_LEVEL !== '' && !isLevel(LOG_LEVEL)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(LOG_LEVEL)}`);
  const server = await startServer(readConfig(process.env), log);
  log.info(`Manara is listening on ${server.url} (database: ${server.driver})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now".
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal} received, shutting down…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(describeError(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  // The message says what to fix (a taken port, a bad PORT, an unreachable database); a stack would bury it.
  log.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
