import type { Course } from '@manara/api-client';
import type { CourseCardLabels, CourseCardProps } from '@manara/ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLocale } from '../i18n';
import { courseCardMessages } from './messages';
import { sitePaths } from '@manara/api-client/paths';

/** The card's words in the active language, numbers formatted for it. */
function useCourseCardLabels(): CourseCardLabels {
  const t = useStore(courseCardMessages);
  const { formatNumber } = useLocale();
  return useMemo(
    () => ({
      enroll: t.enroll,
      processing: t.processing,
      open: t.open,
      details: t.details,
      paid: t.paid,
      free: t.free,
      oldPrice: t.oldPrice,
      hours: (hours) => t.hours({ n: formatNumber(hours) })(hours),
      lessons: (count) => t.lectures({ n: formatNumber(count) })(count),
      rating: ({ rating }) => t.rating({ rating: formatNumber(rating), max: formatNumber(5) }),
      reviews: (count) => t.reviews({ n: formatNumber(count) }),
      noReviews: t.noReviews,
      progress: t.progress,
    }),
    [t, formatNumber],
  );
}

/**
 * Maps a course from the API to the card's props: duration from minutes to hours (the card
 * rounds them; absent means the card's own default), a subscriber's button opens the course.
 */
export function useCourseCardProps(): (course: Course, badge: ReactNode) => CourseCardProps {
  const labels = useCourseCardLabels();
  const { intlLocale } = useLocale();
  return useCallback(
    (course, badge) => ({
      id: course._id,
      title: course.title,
      href: sitePaths.coursePage(course._id),
      imageUrl: course.image?.cardUrl ?? course.image?.url,
      badge,
      durationHours: course.totalDuration === undefined ? undefined : course.totalDuration / 60,
      lessonCount: course.totalLessons,
      price: course.currentPrice,
      oldPrice: course.oldPrice,
      rating: course.rating,
      reviews: course.reviews,
      instructor: course.instructor && { name: course.instructor.name, avatarUrl: course.instructor.profilePicture },
      action: course.isSubscribed ? 'open' : 'enroll',
      locale: intlLocale,
      labels,
    }),
    [labels, intlLocale],
  );
}
