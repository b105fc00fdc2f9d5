import { DEMO_COURSES, DEMO_INSTRUCTORS } from '@manara/api-client/content';

/** The demo catalogue's courses and instructors: data files in the contract package (`src/content/`). */
export const SEED_COURSES = DEMO_COURSES;
export const SEED_INSTRUCTORS = DEMO_INSTRUCTORS;

/**
 * Public talks on learning, speaking and careers, used as stand-in lesson videos
 * until instructors upload their own.
 */
export const SEED_VIDEO_IDS = [
  'UF8uR6Z6KLc',
  'qp0HIF3SfI4',
  'arj7oStGLkU',
  'eIho2S0ZahI',
  'Unzc731iCUY',
  '5MgBikgcWnY',
  'H14bBuluwB8',
  'Ks-_Mh1QhMc',
  'iCvmsMzlF7o',
  'D9Ihs241zeg',
] as const;

/** Cards load many covers at once; each shipped image must stay small. */
export const MAX_SEED_IMAGE_BYTES = 40 * 1024;

/** Files under `seed-assets/`, served at `/media/`. */
export const coverFile = (slug: string) => `covers/${slug}.webp`;
export const avatarFile = (key: string) => `avatars/${key}.webp`;
export const mediaUrl = (file: string) => `/media/${file}`;

/**
 * The demo's lesson PDFs (decision 082): one page of text each, committed in `src/seed/lesson-files/`, stored
 * through the file storage and attached to these lessons (by the course's slug and the lesson's position).
 */
export const SEED_LESSON_FILES = [
  {
    course: 'build-your-global-profile',
    lesson: 5,
    name: 'Profile audit checklist',
    file: 'profile-audit-checklist.pdf',
    lines: [
      'Profile audit checklist',
      '',
      'Mark each line you can show with evidence today.',
      '- My grades and transcript are ready, with an explanation of any weak semester.',
      '- I can name two goals for the next two years and why they matter.',
      '- My CV lists achievements with numbers, not duties.',
      '- My LinkedIn profile matches my CV and has a photo and a headline.',
      '- I have one language test date or result.',
      '- I know two people who could write a recommendation for me.',
      '- My email address and online accounts look professional.',
    ],
  },
  {
    course: 'build-your-global-profile',
    lesson: 22,
    name: 'Application calendar',
    file: 'application-calendar.pdf',
    lines: [
      'Application calendar',
      '',
      'Work back from each deadline and write the dates in.',
      '- 12 weeks before: shortlist programs and scholarships; read every rule.',
      '- 10 weeks before: ask for recommendation letters, with your CV attached.',
      '- 8 weeks before: first draft of the statement of purpose.',
      '- 6 weeks before: language test result in hand; transcripts requested.',
      '- 4 weeks before: second draft, read by someone you trust.',
      '- 2 weeks before: final review of every document and form.',
      '- 1 week before: submit; keep copies and confirmation emails.',
    ],
  },
  {
    course: 'cv-and-cover-letter-clinic',
    lesson: 4,
    name: 'CV template',
    file: 'cv-template.pdf',
    lines: [
      'CV template',
      '',
      'Full name - City, Egypt - email - phone - LinkedIn address',
      '',
      'Education: degree, university, years, grade (and honours).',
      'Experience: role, organisation, dates; two or three results with numbers.',
      'Projects and research: title, what you did, what came of it.',
      'Activities and volunteering: role, organisation, one result.',
      'Skills and languages: tools you use; language and level (test score).',
      '',
      'Keep it to one page for a job, two for an academic application.',
    ],
  },
] as const;
