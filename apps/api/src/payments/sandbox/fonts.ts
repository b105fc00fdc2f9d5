import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The card page is drawn in Manara's text font, Cairo, from the same package the site's kit ships it from,
 * so it looks the same on every device (and its screenshots on every machine). The package's own
 * `@font-face` rules are used as they are, each subset with its Unicode range, with their files served by
 * the sandbox's routes.
 */

const require = createRequire(import.meta.url);

/** Where the sandbox serves a font file of the package. */
export const sandboxFontPath = (file: string) => `/api/payments/sandbox/fonts/${file}`;

/** The family the package's rules declare. */
export const SANDBOX_FONT_FAMILY = "'Cairo Variable'";

interface SandboxFonts {
  /** The `@font-face` rules, pointing at `sandboxFontPath`. */
  css: string;
  /** The files those rules name, by file name. */
  files: ReadonlyMap<string, string>;
}

let loaded: Promise<SandboxFonts> | undefined;

/** Read once, on first use. */
export function sandboxFonts(): Promise<SandboxFonts> {
  loaded ??= (async () => {
    const stylesheet = require.resolve('@fontsource-variable/cairo/index.css');
    const files = new Map<string, string>();
    const css = (await readFile(stylesheet, 'utf8')).replace(/url\(\.\/files\/([\w.-]+\.woff2)\)/g, (_match, file: string) => {
      files.set(file, path.join(path.dirname(stylesheet), 'files', file));
      return `url(${sandboxFontPath(file)})`;
    });
    return { css, files };
  })();
  return loaded;
}
