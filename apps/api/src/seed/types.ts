import type { Category } from '@manara/api-client/schemas';

/** What a cover illustrates; the cover script draws one icon per topic. */
export const TOPICS = [
  'scholarship',
  'essay',
  'language',
  'cv',
  'interview',
  'branding',
  'research',
  'speaking',
  'data',
  'code',
  'career',
  'leadership',
  'globe',
  'finance',
  'design',
  'exam',
] as const;
export type Topic = (typeof TOPICS)[number];

export interface SeedInstructor {
  /** Also the avatar's file name. */
  key: string;
  name: string;
  /** How the avatar is drawn; hues are 0–360. */
  avatar: { hue: number; style: 'short-hair' | 'long-hair' | 'hijab' | 'curly' };
}

/** `[title, minutes]` */
export type SeedLesson = readonly [title: string, minutes: number];

export interface SeedSection {
  title: string;
  lessons: readonly SeedLesson[];
}

export interface SeedCourse {
  /** Also the cover's file name. */
  slug: string;
  title: string;
  description: string;
  category: Category;
  topic: Topic;
  /** EGP; 0 is free. */
  currentPrice: number;
  oldPrice?: number;
  rating: number;
  reviews: number;
  /** Age at seed time, so "new this week" stays true whenever the database is created. */
  daysAgo: number;
  instructor: string;
  /** Landing page copy, in the course's own language. */
  tagline: string;
  learningPoints: readonly string[];
  targetAudience: readonly string[];
  /** The landing page's counts; videos are the lessons themselves. */
  quizzes: number;
  pdfs: number;
  sections: readonly SeedSection[];
}
