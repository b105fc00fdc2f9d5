import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AmbassadorApplicationBodySchema, MAX_ANSWER_LENGTH, MentorshipRequestBodySchema, PROGRAM_QUESTIONS } from './programs';

describe("the programmes' forms", () => {
  it.each([
    ['ambassador', AmbassadorApplicationBodySchema, ['Motivation', 'Promotion plan', 'Experience', 'Questions']],
    ['mentorship', MentorshipRequestBodySchema, ['Goal', 'Area', 'Expectations', 'Availability']],
  ] as const)('the %s form requires each of its questions, in the order it asks them', (program, schema, labels) => {
    const result = v.safeParse(schema, {}, { abortPipeEarly: true });
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual(
      PROGRAM_QUESTIONS[program].map((question, i) => [question, `${labels[i]} is required`]),
    );
  });

  it('trims each answer and refuses one that is too long', () => {
    const answers = { goal: '  A scholarship  ', area: 'Law', expectations: 'Advice', availability: 'Weekends' };
    expect(v.parse(MentorshipRequestBodySchema, answers)).toEqual({ ...answers, goal: 'A scholarship' });
    const tooLong = v.safeParse(MentorshipRequestBodySchema, { ...answers, area: 'x'.repeat(MAX_ANSWER_LENGTH + 1) });
    expect(tooLong.issues?.map((issue) => issue.message)).toEqual([`Area must be at most ${MAX_ANSWER_LENGTH} characters`]);
  });
});
