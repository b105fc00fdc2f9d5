import * as v from 'valibot';
import { singleLineText } from './text';

/*
 * What the lesson and completion calls take; apart from the response schemas for the same reason as
 * `course-requests.ts` (the first page does not carry them). How progress is counted:
 * docs/product/learning.md#progress.
 */

export const COURSE_ID_MESSAGE = 'courseId must be a course id';
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** Seconds inside a video: no lesson is longer than a day. */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;
/** Played ranges one report may carry; a player reports about every 10 s, so a few suffice. */
export const MAX_RANGES_PER_REPORT = 50;

const CourseIdSchema = v.pipe(v.string(COURSE_ID_MESSAGE), singleLineText, v.regex(UUID, COURSE_ID_MESSAGE));
const SecondsSchema = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number of seconds`),
    v.finite(`${name} must be a number of seconds`),
    v.minValue(0, `${name} must be a number of seconds`),
    v.maxValue(MAX_VIDEO_SECONDS, `${name} must be at most ${MAX_VIDEO_SECONDS} seconds`),
  );

/** A stretch of the video the player really played, from `start` to `end` seconds. */
export const PlayedRangeSchema = v.pipe(
  v.tuple([SecondsSchema('A played range'), SecondsSchema('A played range')], 'A played range is [start, end] in seconds'),
  v.check(([start, end]) => start <= end, 'A played range must not end before it starts'),
);

/**
 * `POST /lessons/{id}/progress`: what the player played since its last report, where it is now, and
 * the video's length as the player knows it. The first report of a lesson opens its clock and counts
 * nothing played; each later one counts at most what the time since the previous allows.
 */
export const ProgressReportBodySchema = v.object({
  courseId: CourseIdSchema,
  played: v.optional(v.pipe(v.array(PlayedRangeSchema), v.maxLength(MAX_RANGES_PER_REPORT, `At most ${MAX_RANGES_PER_REPORT} played ranges a report`)), []),
  position: SecondsSchema('position'),
  duration: v.optional(v.pipe(SecondsSchema('duration'), v.minValue(1, 'duration must be at least 1 second'))),
});
export type ProgressReportBody = v.InferInput<typeof ProgressReportBodySchema>;

/** `POST /lessons/{id}/complete` (the product's call): the lesson's course. */
export const CompleteLessonBodySchema = v.object({ courseId: CourseIdSchema });

/**
 * `POST /completion/lessons/complete` (the product's call). `watchTime` and `completionPercentage` are
 * what the player claims; the server answers with what it counted, never with the claim.
 */
export const CompletionBodySchema = v.object({
  lessonId: v.pipe(v.string('lessonId must be a lesson id'), singleLineText, v.regex(UUID, 'lessonId must be a lesson id')),
  courseId: CourseIdSchema,
  watchTime: v.optional(SecondsSchema('watchTime')),
  completionPercentage: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))),
});
