import { describe, expect, it } from 'vitest';
import { arabic } from './arabic';
import { arabicProblems, isMessageStore } from './shared/i18n/arabic-check';

const messageModules = import.meta.glob<Record<string, unknown>>(['./**/*[mM]essages.ts'], { eager: true });
const arabicFiles = Object.keys(import.meta.glob('./**/*.ar.ts'));
const stores = Object.values(messageModules).flatMap((module) => Object.values(module).filter(isMessageStore));

describe("the features' Arabic", () => {
  it('sits beside every file of messages', () => {
    expect(stores.length).toBeGreaterThan(15);
    expect(arabicFiles.sort()).toEqual(Object.keys(messageModules).map((file) => file.replace(/\.ts$/, '.ar.ts')).sort());
  });

  it('has every message of every component, with the same placeholders, and nothing more', () => {
    expect(arabicProblems(stores, arabic.components)).toEqual([]);
  });

  it('names what is missing, left over or mistyped', () => {
    const { heroTitle: _dropped, page: _page, ...courses } = arabic.components.courses ?? {};
    const broken = { ...arabic.components, courses: { ...courses, page: 'الصفحة {pgae}', stray: 'x' }, orphan: { a: 'ب' } };
    expect(arabicProblems(stores, broken)).toEqual([
      'courses.heroTitle: no Arabic',
      'courses.page: placeholders {page} in English, {pgae} in Arabic',
      'courses.stray: Arabic without English',
      'orphan: Arabic without English',
    ]);
  });

  it("carries the contract's translator for error answers and form rules", () => {
    expect(arabic.contract?.localizeMessage('Passwords do not match', 'ar')).toBe('كلمتا المرور غير متطابقتين');
  });
});
