import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES, DEMO_INSTRUCTORS, DemoCourseSchema, demoCourse } from './index';

/** Every data file in the folder, as `./courses/<slug>.json`. */
const files = Object.keys(import.meta.glob('./courses/*.json'));

describe('the demo catalogue', () => {
  it('loads every data file in the folder, each under its own name', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(DEMO_COURSES.map((course) => `./courses/${course.slug}.json`).sort()).toEqual(files.sort());
  });

  it('names instructors that exist', () => {
    const keys = new Set(DEMO_INSTRUCTORS.map((instructor) => instructor.key));
    expect(DEMO_COURSES.filter((course) => !keys.has(course.instructor)).map((course) => course.slug)).toEqual([]);
  });

  it('writes each course in its own language', () => {
    const arabicLetter = /[\u0600-\u06FF]/;
    for (const course of DEMO_COURSES) expect(arabicLetter.test(course.title), course.slug).toBe(course.language === 'ar');
  });

  it('refuses a misspelt field, a missing one, and an unknown topic', () => {
    const { tagline, ...withoutTagline } = demoCourse('build-your-global-profile');
    expect(v.safeParse(DemoCourseSchema, { ...withoutTagline, tagLine: tagline }).success).toBe(false);
    expect(v.safeParse(DemoCourseSchema, withoutTagline).success).toBe(false);
    expect(v.safeParse(DemoCourseSchema, { ...withoutTagline, tagline, topic: 'astronomy' }).success).toBe(false);
    expect(v.safeParse(DemoCourseSchema, { ...withoutTagline, tagline }).success).toBe(true);
  });
});
