import { describe, expect, it } from 'vitest';
import { isNewCourse, NEW_COURSE_WINDOW_DAYS } from '..';

const now = new Date('2026-03-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('isNewCourse', () => {
  it('uses a seven-day window', () => {
    expect(NEW_COURSE_WINDOW_DAYS).toBe(7);
  });

  it('is new when created just now or within the window', () => {
    expect(isNewCourse(now, now)).toBe(true);
    expect(isNewCourse(ago(3 * DAY), now)).toBe(true);
  });

  it('is still new at exactly seven days', () => {
    expect(isNewCourse(ago(7 * DAY), now)).toBe(true);
  });

  it('is no longer new one millisecond after seven days', () => {
    expect(isNewCourse(ago(7 * DAY + 1), now)).toBe(false);
    expect(isNewCourse(ago(30 * DAY), now)).toBe(false);
  });

  it('is not new when the creation date lies in the future', () => {
    expect(isNewCourse(ago(-1), now)).toBe(false);
    expect(isNewCourse(ago(-2 * DAY), now)).toBe(false);
  });

  it('accepts ISO strings and a timestamp for now', () => {
    expect(isNewCourse('2026-03-10T12:00:00.000Z', now.getTime())).toBe(true);
    expect(isNewCourse('2026-03-01T12:00:00.000Z', now.getTime())).toBe(false);
  });

  it('is not new when the date cannot be read', () => {
    expect(isNewCourse('not a date', now)).toBe(false);
  });

  it('compares with the current time by default', () => {
    expect(isNewCourse(new Date(Date.now() - DAY))).toBe(true);
    expect(isNewCourse(new Date(Date.now() - 8 * DAY))).toBe(false);
  });
});
