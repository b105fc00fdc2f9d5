import type { ReactNode } from 'react';

/** A country the phone field offers: its name in the reader's language, dialling code and flag. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, e.g. `EG`. */
  code: string;
  name: string;
  /** With the plus sign, e.g. `+20`. */
  dialCode: string;
  /** What a national number starts with where the dialling code is left out (Egypt: `0`). */
  nationalPrefix?: string;
  flag?: ReactNode;
}

/**
 * Egypt's flag drawn inline: an emoji flag would depend on the reader's fonts (Linux shows the
 * letters "EG"), and a picture from a flag service would be a request. The colours are the flag's
 * own, not the theme's; the eagle is simplified to a gold mark, as flags are at this size.
 */
function EgyptFlag() {
  return (
    <svg width="1.5em" height="1em" viewBox="0 0 9 6" aria-hidden="true" focusable="false">
      <rect width="9" height="2" fill="#ce1126" />
      <rect y="2" width="9" height="2" fill="#ffffff" />
      <rect y="4" width="9" height="2" fill="#000000" />
      <path d="M4.5 2.35 5.05 2.8 4.85 3.65H4.15L3.95 2.8z" fill="#c09300" />
      <rect width="9" height="6" fill="none" stroke="rgb(0 0 0 / 0.15)" strokeWidth="0.2" />
    </svg>
  );
}

/**
 * The one country the product serves (only Egypt is selectable: docs/product/accounts.md#sign-up). Give `name` in the
 * reader's language.
 */
export const EGYPT: PhoneCountry = { code: 'EG', name: 'Egypt', dialCode: '+20', nationalPrefix: '0', flag: <EgyptFlag /> };
