#!/usr/bin/env node
/**
 * Writes src/schemas/common-passwords.json from data/common-passwords-10k.txt: the common passwords a password
 * that passes the strength rule can still be, once folded (lower case, letters and digits only). Such a password
 * keeps at least one letter and one digit after folding, so only the list's entries with both can match
 * (docs/decisions/069-one-password-rule.md). `common-passwords.test.ts` fails when the two drift apart; run this
 * again then (`node packages/api-client/scripts/common-passwords.mjs`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = readFileSync(path.join(root, 'data', 'common-passwords-10k.txt'), 'utf8').split('\n').filter(Boolean);
const reachable = [...new Set(list.map((entry) => entry.toLowerCase()))].filter((entry) => /^[a-z0-9]+$/.test(entry) && /[a-z]/.test(entry) && /\d/.test(entry));

const file = path.join(root, 'src', 'schemas', 'common-passwords.json');
writeFileSync(file, `${JSON.stringify(reachable)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), file)}: ${reachable.length} of ${list.length}`);
