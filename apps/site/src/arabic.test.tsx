import { arabicProblems, isMessageStore } from '@manara/features/i18n';
import { describe, expect, it } from 'vitest';

const messageModules = import.meta.glob<Record<string, unknown>>(['./**/*[mM]essages.ts'], { eager: true });
const arabicFiles = import.meta.glob<Record<string, Record<string, string>>>('./**/*.ar.ts', { eager: true, import: 'default' });
const stores = Object.values(messageModules).flatMap((module) => Object.values(module).filter(isMessageStore));

describe("the site's Arabic", () => {
  it('sits beside every file of messages', () => {
    expect(Object.keys(arabicFiles).sort()).toEqual(Object.keys(messageModules).map((file) => file.replace(/\.ts$/, '.ar.ts')).sort());
  });

  it('has every message of every component, with the same placeholders, and nothing more', () => {
    expect(stores.length).toBeGreaterThan(2);
    expect(arabicProblems(stores, Object.assign({}, ...Object.values(arabicFiles)))).toEqual([]);
  });
});
