import { hasArabic } from '@manara/api-client/messages';
import {
  ACCOUNT_MESSAGES,
  GOOGLE_MESSAGES,
  INTERNAL_ERROR_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  PROFILE_PHOTO_MESSAGES,
  tooManyAttemptsMessage,
  tooManyPhotosMessage,
} from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';

/** Every string in a (nested) message table. */
const sentences = (table: object): string[] =>
  Object.values(table).flatMap((value: unknown) => (typeof value === 'string' ? [value] : typeof value === 'object' && value ? sentences(value) : []));

describe('account messages', () => {
  it('each has its Arabic in the contract catalogue, so the site can show it in either language', () => {
    const said = [
      ...sentences(ACCOUNT_MESSAGES),
      ...sentences(GOOGLE_MESSAGES),
      ...sentences(PROFILE_PHOTO_MESSAGES),
      LOGIN_REQUIRED_MESSAGE,
      INTERNAL_ERROR_MESSAGE,
      tooManyAttemptsMessage(60_000),
      tooManyAttemptsMessage(15 * 60_000),
      tooManyPhotosMessage(45 * 60_000),
    ];
    expect(said.length).toBeGreaterThan(30);
    expect(said.filter((message) => !hasArabic(message))).toEqual([]);
  });
});
