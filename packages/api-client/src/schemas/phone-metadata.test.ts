import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import mobile from 'libphonenumber-js/metadata.mobile.json';
import { describe, expect, it } from 'vitest';
import egyptMobileMetadata from './egypt-mobile-metadata.json';
import { isEgyptianMobile } from './phone-requests';

describe("Egypt's phone metadata", () => {
  it("is the library's own entry for Egypt (else run scripts/phone-metadata.mjs)", () => {
    expect(egyptMobileMetadata).toEqual({
      version: mobile.version,
      country_calling_codes: { 20: mobile.country_calling_codes['20'] },
      countries: { EG: mobile.countries.EG },
      nonGeographic: {},
    });
  });

  it('judges every 11-digit number as the whole mobile metadata does, unless it is dialled abroad with 00', () => {
    const differing: string[] = [];
    for (let prefix = 0; prefix < 10_000; prefix += 1) {
      for (const rest of ['0000000', '1234567', '9876543']) {
        const digits = `${String(prefix).padStart(4, '0')}${rest}`;
        if (digits.startsWith('00')) continue;
        const whole = parsePhoneNumberFromString(digits, 'EG')?.isValid() === true;
        if (isEgyptianMobile(digits) !== whole) differing.push(digits);
      }
    }
    expect(differing).toEqual([]);
  });

  it('refuses a foreign mobile number dialled with 00, which the whole metadata took for valid', () => {
    // Andorra's example mobile number, written with Egypt's international prefix: 11 digits, not Egyptian.
    expect(parsePhoneNumberFromString('00376312345', 'EG')?.isValid()).toBe(true);
    expect(isEgyptianMobile('00376312345')).toBe(false);
  });
});
