import { hasArabic } from '@manara/api-client/messages';
import { PROFILE_PHOTO_MESSAGES } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../http/responses';
import { GOOGLE_MESSAGES } from './google/messages';
import { MESSAGES, tooManyAttemptsMessage, tooManyPhotosMessage } from './messages';
import { LOGIN_REQUIRED_MESSAGE } from './require-user';

/** Every string in a (nested) message table. */
const sentences = (table: object): string[] =>
  Object.values(table).flatMap((value: unknown) => (typeof value === 'string' ? [value] : typeof value === 'object' && value ? sentences(value) : []));

describe('account messages', () => {
  it('each has its Arabic in the contract catalogue, so the site can show it in either language', () => {
    const said = [
      ...sentences(MESSAGES),
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
