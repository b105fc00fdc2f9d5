import type { OutlineSection } from './CourseOutline';

/** A course of two sections and five lessons, two of them completed. */
export const outlineSections: OutlineSection[] = [
  {
    index: 1,
    title: 'Getting started',
    lessons: [
      { id: 'l-1', title: 'Why a global profile matters', durationLabel: '8.00', completed: true },
      { id: 'l-2', title: 'Auditing your online presence', durationLabel: '12.50', completed: true },
    ],
  },
  {
    index: 2,
    title: 'Your documents',
    lessons: [
      { id: 'l-3', title: 'A CV that travels', durationLabel: '15.25', completed: false },
      { id: 'l-4', title: 'Recommendation letters', durationLabel: '10.00', completed: false },
      { id: 'l-5', title: 'Putting it together', durationLabel: '00:00', completed: false },
    ],
  },
];

export const englishLabels = { title: 'Course content', progress: 'Progress', progressText: '2/5 lessons · 40%', completed: 'Completed' };

/** Every lesson completed. */
export const completedSections: OutlineSection[] = outlineSections.map((section) => ({
  ...section,
  lessons: section.lessons.map((lesson) => ({ ...lesson, completed: true })),
}));

export const arabicSections: OutlineSection[] = [
  {
    index: 1,
    title: 'البداية',
    lessons: [
      { id: 'a-1', title: 'لماذا تهمّ سيرتك الدولية', durationLabel: '٨٫٠٠', completed: true },
      { id: 'a-2', title: 'مراجعة حضورك على الإنترنت', durationLabel: '١٢٫٥٠', completed: false },
    ],
  },
  { index: 2, title: 'عام', lessons: [{ id: 'a-3', title: 'سيرة ذاتية تسافر معك', durationLabel: '00:00', completed: false }] },
];
