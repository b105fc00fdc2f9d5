import { count, params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** The course landing page's words (docs/product/course-page.md#course-landing-page). English is the product's copy. */
export const landingMessages = defineMessages('courseLanding', {
  description: 'Course Description',
  learn: "What You'll Learn",
  audience: 'Target Audience',
  instructor: 'Your Instructor',
  videos: params<{ n: string }>(count({ one: '{n} video', other: '{n} videos' })),
  pdfs: params<{ n: string }>(count({ one: '{n} PDF', other: '{n} PDFs' })),
  ratings: params<{ n: string }>(count({ one: '({n} rating)', other: '({n} ratings)' })),
  noRatings: 'No ratings yet',
  loading: 'Loading course',
  errorTitle: 'Error:',
  loadFailed: 'Failed to fetch course details',
  browse: 'Browse Courses',
});
