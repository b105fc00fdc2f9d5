/*
 * Text going into a page exactly as it is (docs/product/public-pages.md#pages-arrive-rendered): a course's
 * title may hold `$'` or `</script>`, and neither may change the page around it.
 */

/**
 * `html` with the first match of `pattern` (every match, for a global one) replaced by `text`, character for
 * character. A replacement string would be read for patterns (`$&`, `` $` ``, `$'`, `$$`, `$1`), and a course
 * titled with them would copy parts of the page into itself; what a function answers is taken as it is.
 */
export const replaceVerbatim = (html: string, pattern: RegExp, text: string) => html.replace(pattern, () => text);

/**
 * JSON that can sit inside a `<script>` and read back the same: no `<` to end the script or open a comment,
 * and no line or paragraph separator, which older parsers of script text took for a line break.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
