import type { Course } from '@manara/api-client';
import type { CourseCardLabels, CourseCardProps } from '@manara/ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n';
import { coursePageHref } from './courseLinks';

/** Minutes to hours, one decimal, as the cards show durations. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The card's words in the active language, numbers formatted for it. */
function useCourseCardLabels(): CourseCardLabels {
  const { t } = useTranslation('courses');
  const { formatNumber } = useLocale();
  return useMemo(
    () => ({
      enroll: t('card.enroll'),
      processing: t('card.processing'),
      open: t('card.open'),
      details: t('card.details'),
      paid: t('card.paid'),
      free: t('card.free'),
      oldPrice: t('card.oldPrice'),
      hours: (hours) => t('card.hours', { count: hours, formatted: formatNumber(hours) }),
      lessons: (count) => t('card.lectures', { count, formatted: formatNumber(count) }),
      rating: ({ rating }) => t('card.rating', { rating: formatNumber(rating), max: formatNumber(5) }),
      reviews: (count) => t('card.reviews', { formatted: formatNumber(count) }),
    }),
    [t, formatNumber],
  );
}

/**
 * Maps a course from the API to the card's props: duration from minutes to hours (absent
 * means the card's own default), a subscriber's button opens the course.
 */
export function useCourseCardProps(): (course: Course, badge: ReactNode) => CourseCardProps {
  const labels = useCourseCardLabels();
  const { intlLocale } = useLocale();
  return useCallback(
    (course, badge) => ({
      id: course._id,
      title: course.title,
      href: coursePageHref(course._id),
      imageUrl: course.image?.url,
      badge,
      durationHours: course.totalDuration === undefined ? undefined : hoursOf(course.totalDuration),
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
