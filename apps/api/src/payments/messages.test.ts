import { hasArabic } from '@manara/api-client/messages';
import { PAYMENT_MESSAGES, PAYMENT_METHOD_MESSAGE, PAYMENT_METHOD_UNAVAILABLE_MESSAGE, USER_ID_MESSAGE } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';

describe('payment messages', () => {
  it('each has its Arabic in the contract catalogue, so the site can show it in either language', () => {
    const said = [...Object.values(PAYMENT_MESSAGES), PAYMENT_METHOD_MESSAGE, PAYMENT_METHOD_UNAVAILABLE_MESSAGE, USER_ID_MESSAGE];
    expect(said.length).toBeGreaterThan(10);
    expect(said.filter((message) => !hasArabic(message))).toEqual([]);
  });

  it('tells a blocked user so in a sentence the site recognises (it contains "blocked")', () => {
    expect(PAYMENT_MESSAGES.blocked).toContain('blocked');
    const others = Object.entries(PAYMENT_MESSAGES).filter(([key]) => key !== 'blocked');
    expect(others.filter(([, message]) => message.includes('blocked'))).toEqual([]);
  });
});
