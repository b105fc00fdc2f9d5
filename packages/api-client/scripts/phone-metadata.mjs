#!/usr/bin/env node
/**
 * Writes src/schemas/egypt-mobile-metadata.json: Egypt's part of libphonenumber-js's mobile metadata,
 * so the phone rule checks the same patterns without every other country's (about 30 KB gzip in each
 * page that has the rule). `phone-metadata.test.ts` fails when an update of the library changes
 * Egypt's entry; run this again then (`node packages/api-client/scripts/phone-metadata.mjs`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mobile from 'libphonenumber-js/metadata.mobile.json';

const CALLING_CODE = '20';

const egypt = {
  version: mobile.version,
  country_calling_codes: { [CALLING_CODE]: mobile.country_calling_codes[CALLING_CODE] },
  countries: Object.fromEntries(mobile.country_calling_codes[CALLING_CODE].map((country) => [country, mobile.countries[country]])),
  nonGeographic: {},
};

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'schemas', 'egypt-mobile-metadata.json');
writeFileSync(file, `${JSON.stringify(egypt, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
