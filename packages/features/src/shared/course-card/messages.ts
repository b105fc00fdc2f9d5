import { count, params } from '@nanostores/i18n';
import { defineMessages } from '../i18n';

/** A course card's words, wherever cards are listed (the catalogue, search results, My Courses); the course's page says Enroll Now, its price and its rating in the same words. */
export const courseCardMessages = defineMessages('courseCard', {
  badgeFeatured: 'Featured',
  badgeManara: 'Manara',
  enroll: 'Enroll Now',
  processing: 'Processing...',
  open: 'Open Course',
  details: 'Details',
  paid: 'Paid',
  oldPrice: 'Original price:',
  free: 'Free',
  hours: params<{ n: string }>(count({ one: '{n} hour', other: '{n} hours' })),
  lectures: params<{ n: string }>(count({ one: '{n} lecture', other: '{n} lectures' })),
  rating: params('Rated {rating} out of {max}'),
  reviews: params('({n})'),
  noReviews: 'No reviews yet',
  progress: 'Course progress',
});
