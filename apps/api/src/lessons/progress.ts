/*
 * Counting what a learner really played (docs/product/learning.md#progress, decision 040). Pure: the
 * transaction in `lessons.ts` reads the stored state, asks this module, and writes the answer.
 */

export type Range = readonly [start: number, end: number];

/** A player may play at up to 2x: a lesson counts at most twice the time since its clock opened. */
export const MAX_PLAYBACK_RATE = 2;
/** Timers and networks are not exact: one allowance per lesson, not per report. */
export const CLOCK_SLACK_SECONDS = 2;
/** The share of a video that must really be played before its lesson counts as completed. */
export const COMPLETION_SHARE = 0.9;

/** Sorted, with overlapping and touching ranges joined, empty ones dropped. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges.filter(([start, end]) => end > start).toSorted((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export const coveredSeconds = (ranges: readonly Range[]): number => ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** `ranges` cut to the video, `[0, duration]`; unchanged while the length is unknown (0). */
export const clipRanges = (ranges: readonly Range[], duration: number): Range[] =>
  duration > 0 ? ranges.map(([start, end]): Range => [Math.min(start, duration), Math.min(end, duration)]).filter(([start, end]) => end > start) : [...ranges];

/** The parts of `incoming` that `played` (merged) does not cover yet, in order. */
export function uncovered(played: readonly Range[], incoming: readonly Range[]): Range[] {
  const parts: Range[] = [];
  for (const [from, to] of mergeRanges(incoming)) {
    let start = from;
    for (const [playedStart, playedEnd] of played) {
      if (playedEnd <= start) continue;
      if (playedStart >= to) break;
      if (playedStart > start) parts.push([start, playedStart]);
      start = Math.max(start, playedEnd);
      if (start >= to) break;
    }
    if (start < to) parts.push([start, to]);
  }
  return parts;
}

/** The first `budget` seconds of `parts`, in order. */
export function takeSeconds(parts: readonly Range[], budget: number): Range[] {
  const taken: Range[] = [];
  let left = budget;
  for (const [start, end] of parts) {
    if (left <= 0) break;
    const length = Math.min(end - start, left);
    taken.push([start, start + length]);
    left -= length;
  }
  return taken;
}

/** How far a player's length may be from the measured one before the lesson is flagged to the admins. */
export const LENGTH_TOLERANCE = 0.1;

/** What a lesson says of its length: the minutes an admin typed, and the seconds their player measured. */
export interface LessonLength {
  storedMinutes: number;
  /** Measured by the video player in an admin's browser (docs/product/admin.md#lesson-form); null until then. */
  measuredSeconds: number | null;
}

/**
 * The length a lesson's progress counts against (decision 060): the measured seconds; until the video is
 * measured, the stored minutes; 0 (nothing can complete) without either. Never a length a learner's player
 * reports.
 */
export function trustedDuration({ storedMinutes, measuredSeconds }: LessonLength): number {
  if (measuredSeconds !== null && measuredSeconds > 0) return measuredSeconds;
  return storedMinutes > 0 ? storedMinutes * 60 : 0;
}

/** Whether a player's `reported` length is more than 10 % away from the `measured` one. */
export const lengthDisagrees = (reported: number | undefined, measured: number | null): boolean =>
  reported !== undefined && measured !== null && measured > 0 && Math.abs(reported - measured) > LENGTH_TOLERANCE * measured;

export interface ProgressState {
  played: readonly Range[];
  /** The learner's first report for the lesson: the clock every credit is measured against. */
  openedAt: Date;
}

export interface ProgressReport {
  played: readonly Range[];
  position: number;
  /** The player's length: never counted against, only compared with the measured one. */
  duration?: number | undefined;
}

/**
 * A report counted against the state before it: new played time only where the video was not played
 * before, and never more in all than 2x the wall clock since the lesson's clock opened plus one
 * allowance, whatever the number of reports (decision 060).
 */
export function countReport(state: ProgressState, report: ProgressReport, { now, ...length }: LessonLength & { now: Date }) {
  const durationSeconds = trustedDuration(length);
  const previous = mergeRanges(clipRanges(state.played, durationSeconds));
  const elapsedSeconds = Math.max(0, (now.getTime() - state.openedAt.getTime()) / 1000);
  const budget = Math.max(0, elapsedSeconds * MAX_PLAYBACK_RATE + CLOCK_SLACK_SECONDS - coveredSeconds(previous));
  const fresh = takeSeconds(uncovered(previous, clipRanges(report.played, durationSeconds)), budget);
  const played = mergeRanges([...previous, ...fresh]);
  const watchedSeconds = coveredSeconds(played);
  return {
    played,
    watchedSeconds,
    durationSeconds,
    positionSeconds: durationSeconds > 0 ? Math.min(report.position, durationSeconds) : report.position,
    complete: isWatched(watchedSeconds, durationSeconds),
  };
}

/** Whether enough of a video of `durationSeconds` was played to complete its lesson. */
export const isWatched = (watchedSeconds: number, durationSeconds: number): boolean =>
  durationSeconds > 0 && watchedSeconds >= COMPLETION_SHARE * durationSeconds;
