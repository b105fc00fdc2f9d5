import { messagesToJSON } from '@nanostores/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arabic } from './arabic';
import { certificateMessages, myCertificatesMessages } from './certificates/messages';
import { adminLessonsMessages } from './admin/messages';
import { landingMessages } from './enrolment/messages';
import { lessonPlayerMessages } from './lessons/messages';
import { homeMessages } from './marketing/messages';
import { courseCardMessages } from './shared/course-card/messages';
import { courseProgressMessages } from './shared/course/messages';
import { addArabic, isMessageStore, setLocale } from './shared/i18n';

const messageModules = import.meta.glob<Record<string, unknown>>(['./**/*[mM]essages.ts'], { eager: true });
const stores = Object.values(messageModules).flatMap((module) => Object.values(module).filter(isMessageStore));

/** A number followed by a thing counted: such a text needs a form per count. */
const COUNTED =
  /\{\w+\}\)?\s+(?:lessons?|lectures?|hours?|minutes?|min|reviews?|ratings?|courses?|files?|videos?|quiz(?:zes)?|PDFs?|students?|users?|days?|results?)\b/;

const ARABIC_FORMS = ['few', 'many', 'one', 'other', 'two', 'zero'];

describe('counts in both languages (docs/product/overview.md#words-and-numbers)', () => {
  it('writes every number-and-noun text with plural forms, and its Arabic with all six', () => {
    const problems: string[] = [];
    for (const [component, messages] of Object.entries(messagesToJSON(...stores))) {
      for (const [key, message] of Object.entries(messages)) {
        const isCount = typeof message === 'object';
        if (!isCount && COUNTED.test(message)) problems.push(`${component}.${key}: a count without plural forms`);
        const arabicMessage = arabic.components[component]?.[key];
        if (isCount && (typeof arabicMessage !== 'object' || Object.keys(arabicMessage).sort().join() !== ARABIC_FORMS.join()))
          problems.push(`${component}.${key}: Arabic without its six plural forms`);
      }
    }
    expect(problems).toEqual([]);
  });

  /** Each count message, given a count as plain digits. */
  const counted: Record<string, (n: number) => string> = {
    lessonsCompleted: (n) => myCertificatesMessages.get().lessonsCompleted({ n: String(n) })(n),
    certificateLessons: (n) => certificateMessages.get().lessons({ done: '1', total: String(n) })(n),
    courseProgress: (n) => courseProgressMessages.get().progressText({ done: '1', total: String(n), percent: '9' })(n),
    lessonsDone: (n) => lessonPlayerMessages.get().lessonsDone({ done: '1', total: String(n) })(n),
    minutes: (n) => adminLessonsMessages.get().minutes({ minutes: String(n) })(n),
    hours: (n) => courseCardMessages.get().hours({ n: String(n) })(n),
    ratings: (n) => landingMessages.get().ratings({ n: String(n) })(n),
    community: (n) => homeMessages.get().heroTitle({ n: String(n) })(n),
  };

  it('says one and two apart in English', async () => {
    await setLocale('en');
    const forms = Object.fromEntries(Object.entries(counted).map(([name, text]) => [name, [text(1), text(2)]]));
    expect(forms).toEqual({
      lessonsCompleted: ['1 lesson completed', '2 lessons completed'],
      certificateLessons: ['1 of 1 lesson', '1 of 2 lessons'],
      courseProgress: ['1/1 lesson · 9%', '1/2 lessons · 9%'],
      lessonsDone: ['1/1 lesson completed', '1/2 lessons completed'],
      minutes: ['1 min', '2 min'],
      hours: ['1 hour', '2 hours'],
      ratings: ['(1 rating)', '(2 ratings)'],
      community: ['Find your scholarship with a community of 1 student', 'Find your scholarship with a community of 2 students'],
    });
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      addArabic(async () => arabic);
      await setLocale('ar');
    });
    afterAll(() => setLocale('en'));

    it('takes the form each of 0, 1, 2, 3, 11 and 100 asks for', () => {
      const forms = Object.fromEntries(Object.entries(counted).map(([name, text]) => [name, [0, 1, 2, 3, 11, 100].map(text)]));
      expect(forms).toEqual({
        lessonsCompleted: ['لم يكتمل أي درس', 'اكتمل درس واحد', 'اكتمل درسان', 'اكتملت 3 دروس', 'اكتمل 11 درسًا', 'اكتمل 100 درس'],
        certificateLessons: ['1 من 0 درس', '1 من درس واحد', '1 من درسين', '1 من 3 دروس', '1 من 11 درسًا', '1 من 100 درس'],
        courseProgress: ['1/0 درس · 9٪', '1/1 درس · 9٪', '1/2 درس · 9٪', '1/3 دروس · 9٪', '1/11 درسًا · 9٪', '1/100 درس · 9٪'],
        lessonsDone: ['اكتمل 1 من 0 درس', 'اكتمل 1 من درس واحد', 'اكتمل 1 من درسين', 'اكتمل 1 من 3 دروس', 'اكتمل 1 من 11 درسًا', 'اكتمل 1 من 100 درس'],
        minutes: ['0 دقيقة', 'دقيقة واحدة', 'دقيقتان', '3 دقائق', '11 دقيقة', '100 دقيقة'],
        hours: ['0 ساعة', 'ساعة واحدة', 'ساعتان', '3 ساعات', '11 ساعة', '100 ساعة'],
        ratings: ['(0 تقييم)', '(تقييم واحد)', '(تقييمان)', '(3 تقييمات)', '(11 تقييمًا)', '(100 تقييم)'],
        community: [
          'اعثر على منحتك مع مجتمع يضم 0 طالب',
          'اعثر على منحتك مع مجتمع يضم طالبًا واحدًا',
          'اعثر على منحتك مع مجتمع يضم طالبَين',
          'اعثر على منحتك مع مجتمع يضم 3 طلاب',
          'اعثر على منحتك مع مجتمع يضم 11 طالبًا',
          'اعثر على منحتك مع مجتمع يضم 100 طالب',
        ],
      });
    });
  });
});
