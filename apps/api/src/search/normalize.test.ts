import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLikePattern, normalizeSearchText, stemSearchText } from './normalize';

describe('normalizeSearchText', () => {
  it('lower-cases and folds Latin accents', () => {
    expect(normalizeSearchText('CV Writing for Égypt’s Naïve Café')).toBe('cv writing for egypt’s naive cafe');
  });

  it('collapses runs of white space and trims', () => {
    expect(normalizeSearchText('  Public\t\nSpeaking   101 ')).toBe('public speaking 101');
  });

  it.each([
    ['أ', 'أحمد'],
    ['إ', 'إحمد'],
    ['آ', 'آحمد'],
    ['ٱ', 'ٱحمد'],
  ])('folds alef with %s to a bare alef', (_form, word) => {
    expect(normalizeSearchText(word)).toBe('احمد');
  });

  it('treats alef maksura and Farsi yeh as yeh', () => {
    expect(normalizeSearchText('مستوى')).toBe('مستوي');
    expect(normalizeSearchText('مستوی')).toBe('مستوي');
  });

  it('drops the hamza from waw and yeh', () => {
    expect(normalizeSearchText('مؤتمر رئيس')).toBe('موتمر رييس');
  });

  it('treats teh marbuta as heh', () => {
    expect(normalizeSearchText('منحة دراسية')).toBe('منحه دراسيه');
  });

  it('drops tashkeel and the superscript alef', () => {
    expect(normalizeSearchText('مِنْحَةٌ')).toBe('منحه');
    expect(normalizeSearchText('هٰذا')).toBe('هذا');
    // Every code point of the tashkeel range U+064B–U+065F.
    const tashkeel = Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)).join('');
    expect(normalizeSearchText(`ب${tashkeel}ت`)).toBe('بت');
  });

  it('drops tatweel', () => {
    expect(normalizeSearchText('مـنـحـة')).toBe('منحه');
  });

  it('unfolds Arabic presentation forms', () => {
    // ﻹ is the lam-alef-with-hamza-below ligature; ﻯ an isolated alef maksura.
    expect(normalizeSearchText('ﻹ')).toBe('لا');
    expect(normalizeSearchText('ﻯ')).toBe('ي');
  });

  it('reads Arabic-Indic digits as ASCII digits', () => {
    expect(normalizeSearchText('٢٠٢٥')).toBe('2025');
  });

  it('gives every spelling of a title the same folded text', () => {
    const stored = normalizeSearchText('إعداد السيرة الذاتية للمنح الدولية');
    expect(normalizeSearchText('اعداد السيره الذاتيه للمنح الدوليه')).toBe(stored);
    expect(normalizeSearchText('إِعْدَادُ الـسـيـرة')).toBe(normalizeSearchText('اعداد السيرة'));
  });
});

describe('escapeLikePattern', () => {
  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(escapeLikePattern('100%_sure\\')).toBe('100\\%\\_sure\\\\');
  });

  it('leaves other text alone', () => {
    expect(escapeLikePattern('IELTS (Academic)')).toBe('IELTS (Academic)');
  });
});

describe('containsPattern', () => {
  it('folds, escapes and wraps the text for a contains match', () => {
    expect(containsPattern(' 50% Off ')).toBe('%50\\% off%');
  });
});

describe('stemSearchText', () => {
  it.each([
    // The definite article, with or without a conjunction or preposition before it.
    ['المقابلات', ' مقابل'],
    ['والمقابلات', ' مقابل'],
    ['بالمقابلات', ' مقابل'],
    ['فالمقابلة', ' مقابل'],
    ['للطلاب', ' طلاب'],
    ['وللطلاب', ' طلاب'],
    // A bare preposition or conjunction, when enough of the word is left.
    ['لمقابلات', ' مقابل'],
    ['ولمقابلات', ' مقابل'],
    ['وبناء', ' بناء'],
    // The sound plurals and the feminine ending.
    ['مقابلة', ' مقابل'],
    ['مقابله', ' مقابله'],
    ['الشركات', ' شرك'],
    ['المهندسين', ' مهندس'],
    ['المدربون', ' مدرب'],
    // Words shorter than the rules allow keep their letters: the root is not mistaken for an affix.
    ['لغة', ' لغه'],
    ['اللغة', ' لغه'],
    ['الدين', ' دين'],
    ['تمرين', ' تمرين'],
    ['فريق', ' فريق'],
    ['بنات', ' بنات'],
    ['الي', ' الي'],
  ])('stems %s as %j', (word, stem) => {
    expect(stemSearchText(word)).toBe(stem);
  });

  it('folds first, stems every Arabic word, and leaves other words as folded', () => {
    expect(stemSearchText('الاستعداد لمقابلات العمل')).toBe(' استعداد مقابل عمل');
    expect(stemSearchText('  Café   IELTS للطلاب ')).toBe(' cafe ielts طلاب');
    expect(stemSearchText('الـمـقـابَلات')).toBe(' مقابل');
  });
});
