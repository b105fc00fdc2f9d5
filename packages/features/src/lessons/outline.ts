import type { Lesson } from '@manara/api-client';

export interface LessonSection {
  /** From 1, in the order the section first appears among the lessons. */
  index: number;
  title: string;
  lessons: Lesson[];
}

/**
 * The lessons grouped by section in the order each section first appears (lessons keep their order
 * within it); a lesson without a section goes into `general` (docs/product/learning.md#the-lesson-player).
 */
export function groupIntoSections(lessons: readonly Lesson[], general: string): LessonSection[] {
  const sections = new Map<string, Lesson[]>();
  for (const lesson of [...lessons].sort((a, b) => a.order - b.order)) {
    const title = lesson.section?.trim() || general;
    sections.set(title, [...(sections.get(title) ?? []), lesson]);
  }
  return [...sections].map(([title, grouped], i) => ({ index: i + 1, title, lessons: grouped }));
}

/** A lesson's length in minutes to two decimals, or 00:00 when it has none, in the reader's digits. */
export function durationLabel(minutes: number, intlLocale: string): string {
  if (minutes > 0) return new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minutes);
  const zero = new Intl.NumberFormat(intlLocale, { minimumIntegerDigits: 2 }).format(0);
  return `${zero}:${zero}`;
}

/** `text` with its Western digits written in the reader's ('1:05' is '١:٠٥' in Arabic). */
export function localDigits(text: string, intlLocale: string): string {
  const digits = new Intl.NumberFormat(intlLocale, { useGrouping: false });
  return text.replace(/\d/g, (digit) => digits.format(Number(digit)));
}
