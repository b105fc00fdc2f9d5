/**
 * Folds text so that a search matches what a reader would call "the same word":
 * case, Latin accents, and the Arabic spelling variants people type interchangeably.
 * Titles are stored folded (courses.title_search) and queries are folded the same way,
 * so the database compares them with a plain LIKE.
 */

// Alef with hamza above or below, alef with madda, alef wasla: all typed as a bare alef.
// (Decomposition already strips the first three; alef wasla has no decomposition.)
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
// Alef maksura and yeh are typed interchangeably at the end of words; Farsi yeh comes
// from Persian keyboard layouts.
const YEH_FORMS = /[\u0649\u06CC]/g;
// Teh marbuta is often typed as heh.
const TEH_MARBUTA = /\u0629/g;
// Tatweel only stretches a word for layout.
const TATWEEL = /\u0640/g;
// Any combining mark: Latin accents once decomposed, and Arabic tashkeel
// (U+064B–U+065F) and the superscript alef (U+0670), which are marks too.
const COMBINING_MARKS = /\p{M}/gu;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const SPACES = /\s+/gu;

export function normalizeSearchText(text: string): string {
  return (
    text
      .toLowerCase()
      // Compatibility decomposition splits accents and hamza/madda off their letters and
      // unfolds ligatures and Arabic presentation forms, so the letter rules below see
      // plain letters whatever the input looked like.
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      .replace(ALEF_FORMS, '\u0627')
      .replace(YEH_FORMS, '\u064A')
      .replace(TEH_MARBUTA, '\u0647')
      .replace(TATWEEL, '')
      .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(SPACES, ' ')
      .trim()
  );
}

/** Makes user text literal inside a LIKE pattern whose escape character is a backslash. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The LIKE pattern for "title contains this text", after folding. */
export function containsPattern(text: string): string {
  return `%${escapeLikePattern(normalizeSearchText(text))}%`;
}
