// `npm run test:other-fonts`: the story screenshots once more, with the machine's own default faces hidden
// from Chromium (a fontconfig file that rejects the families `sans-serif`, `serif` and `monospace` resolve to
// now), so each generic family falls back to another installed face. Every story must still match its
// baseline: no text depends on the machine's fonts (decision 062). Arguments go to Vitest (a stories file,
// `-t` ...).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const match = (generic, env = process.env) => execFileSync('fc-match', ['-f', '%{family[0]}', generic], { encoding: 'utf8', env }).trim();

const generics = ['sans-serif', 'serif', 'monospace'];
const hidden = [...new Set(generics.map((generic) => match(generic)))];
const dir = mkdtempSync(path.join(tmpdir(), 'manara-fonts-'));
const config = path.join(dir, 'fonts.conf');
const reject = hidden.map((family) => `<pattern><patelt name="family"><string>${family}</string></patelt></pattern>`).join('');
writeFileSync(
  config,
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <selectfont><rejectfont>${reject}</rejectfont></selectfont>\n  <cachedir>${dir}/cache</cachedir>\n</fontconfig>\n`,
);

const env = { ...process.env, FONTCONFIG_FILE: config };
console.log(`Hidden from Chromium: ${hidden.join(', ')}`);
for (const generic of generics) console.log(`  ${generic} now resolves to ${match(generic, env)}`);

const { status } = spawnSync('npx', ['vitest', 'run', '--project=storybook', ...process.argv.slice(2)], { stdio: 'inherit', env });
rmSync(dir, { recursive: true, force: true });
process.exit(status ?? 1);
