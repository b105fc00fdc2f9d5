import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './log';

function collecting(level: LogLevel) {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger({ format: 'json', level, destination }), lines };
}

describe('createLogger', () => {
  it('writes one JSON object a line, with the level by name, the time and the fields', () => {
    const { log, lines } = collecting('info');
    log.info('request', { requestId: 'abc', status: 200 });
    expect(lines).toEqual([{ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), msg: 'request', requestId: 'abc', status: 200 }]);
  });

  it('keeps only what went wrong below its level', () => {
    const { log, lines } = collecting('warn');
    log.info('request', { status: 200 });
    log.error('It broke', { requestId: 'abc' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([['error', 'It broke']]);
  });
});
