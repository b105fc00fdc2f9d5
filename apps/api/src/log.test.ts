import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
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

  it('writes each line’s own time, to the millisecond', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { log, lines } = collecting('info');
      for (const time of ['2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.001Z', '2026-11-25T10:00:01.001Z']) {
        vi.setSystemTime(new Date(time));
        log.info('request');
      }
      expect(lines.map((line) => line.time)).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.001Z', '2026-11-25T10:00:01.001Z']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps only what went wrong below its level', () => {
    const { log, lines } = collecting('warn');
    log.info('request', { status: 200 });
    log.error('It broke', { requestId: 'abc' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([['error', 'It broke']]);
  });
});

describe('the standard output log', () => {
  /** Runs `script` with a logger on standard output (a pipe, so JSON) and returns the lines it wrote. */
  function linesOf(script: string) {
    const logModule = path.join(import.meta.dirname, 'log.ts');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { createLogger } from ${JSON.stringify(logModule)};\nconst log = createLogger();\n${script}`], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    return child.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes every line, in order, those of the moment the process exits too', () => {
    // The first lines are written long before the exit; the last ones, fewer than a batch, are still waiting when
    // it comes. (A write already under way as the process exits may be lost, as it always could.)
    const lines = linesOf(`for (let n = 0; n < 200; n += 1) log.info('request', { n });
setTimeout(() => {
  for (let n = 200; n < 240; n += 1) log.info('request', { n });
  process.exit(0);
}, 200);`);
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 240 }, (_, n) => n));
  });

  it('writes a line while the process goes on, not only when it exits', async () => {
    const logModule = path.join(import.meta.dirname, 'log.ts');
    // One line, then the process stays up for ten seconds unless it is stopped.
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { createLogger } from ${JSON.stringify(logModule)};\ncreateLogger().info('request', { n: 1 });\nsetTimeout(() => {}, 10_000);`]);
    try {
      const first = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.once('exit', () => reject(new Error('The process ended before its line was written')));
      });
      expect(JSON.parse(first)).toMatchObject({ msg: 'request', n: 1 });
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  });
});
