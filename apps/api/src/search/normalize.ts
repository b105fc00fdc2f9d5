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

/** Every fold but teh marbuta's, which stemming still needs to see as the feminine ending. */
function foldKeepingTehMarbuta(text: string): string {
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
      .replace(TATWEEL, '')
      .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(SPACES, ' ')
      .trim()
  );
}

export function normalizeSearchText(text: string): string {
  return foldKeepingTehMarbuta(text).replace(TEH_MARBUTA, '\u0647');
}

/*
 * Light stemming (docs/product/catalogue.md#search, decision 070): an Arabic word loses the letters that only
 * inflect it, so "المقابلات", "لمقابلات" and "مقابلة" all become "مقابل". Each rule leaves enough of the word
 * that a root letter is not taken for an affix ("لغة" stays, "الدين" is "دين", not "د").
 */

/** The definite article, alone or after a conjunction (و ف) and a preposition (ب ك), or ل with it ("لل"). */
const ARTICLE = /^[\u0648\u0641]?(?:[\u0628\u0643]?\u0627\u0644|\u0644\u0644)/;
/** A bare preposition (ب ك ل), after a conjunction or not. */
const PREPOSITION = /^[\u0648\u0641]?[\u0628\u0643\u0644]/;
/** A bare conjunction (و ف). */
const CONJUNCTION = /^[\u0648\u0641]/;
/** Letters that must be left after each prefix: a bare letter is more often the word's own. */
const PREFIXES: Array<[RegExp, number]> = [
  [ARTICLE, 3],
  [PREPOSITION, 5],
  [CONJUNCTION, 4],
];
/** The sound plurals and the feminine ending, and the letters each must leave. */
const SUFFIXES: Array<[string, number]> = [
  ['\u0627\u062A', 3], // ات
  ['\u0648\u0646', 4], // ون
  ['\u064A\u0646', 4], // ين
  ['\u0629', 3], // ة
];
const ARABIC_LETTERS = /[\u0621-\u064A]+/g;

function stemArabicWord(word: string): string {
  let stem = word;
  for (const [prefix, leaves] of PREFIXES) {
    const found = prefix.exec(stem)?.[0];
    if (found !== undefined && stem.length - found.length >= leaves) {
      stem = stem.slice(found.length);
      break;
    }
  }
  for (const [suffix, leaves] of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= leaves) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.replace(TEH_MARBUTA, '\u0647');
}

/**
 * The text folded as `normalizeSearchText` folds it, with every run of Arabic letters stemmed, after a space:
 * titles are stored this way (courses.title_stems) and a query's stems match where a word starts
 * (`like '% stem%'`), so a short stem is not found inside another word.
 */
export function stemSearchText(text: string): string {
  return ` ${foldKeepingTehMarbuta(text).replace(ARABIC_LETTERS, stemArabicWord)}`;
}

/** Makes user text literal inside a LIKE pattern whose escape character is a backslash. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The LIKE pattern for "title contains this text", after folding. */
export function containsPattern(text: string): string {
  return `%${escapeLikePattern(normalizeSearchText(text))}%`;
}

/** The LIKE pattern for "the stemmed title has these stems, from the start of a word"; undefined for no stems. */
export function stemsPattern(text: string): string | undefined {
  const stems = stemSearchText(text);
  return stems.trim() === '' ? undefined : `%${escapeLikePattern(stems)}%`;
}
