import type { PhoneCountry } from './countries';

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, as Arabic keyboards type them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

const toAsciiDigits = (text: string) =>
  text.replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16));

/**
 * What the number field keeps of what was typed or pasted: the national number, digits only, at
 * most `maxDigits`. A pasted international number (`+20 101 234 5678`, `0020…`) loses its dialling
 * code and gets the national prefix back, so it reads as typed at home (`01012345678`).
 */
export function toNationalDigits(raw: string, { country, maxDigits }: { country: PhoneCountry | undefined; maxDigits: number }): string {
  let text = toAsciiDigits(raw).trim();
  if (country !== undefined) {
    const dialDigits = country.dialCode.replace(/\D/g, '');
    const international = new RegExp(`^(?:\\+|00)\\s*${dialDigits}`);
    if (international.test(text)) {
      const prefix = country.nationalPrefix ?? '';
      const rest = text.replace(international, '').replace(/\D/g, '');
      text = rest.startsWith(prefix) ? rest : `${prefix}${rest}`;
    }
  }
  return text.replace(/\D/g, '').slice(0, maxDigits);
}
