import { afterEach, beforeEach, vi } from 'vitest';

/** A test that logs an error or a warning has a problem nobody asserted on: fail it. */
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (messages.length > 0) throw new Error(messages.join('\n'));
});
