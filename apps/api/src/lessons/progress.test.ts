import { describe, expect, it } from 'vitest';
import { countReport, mergeRanges, takeSeconds, trustedDuration, uncovered, type ProgressState } from './progress';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, seconds));
const fresh = (state: Partial<ProgressState> = {}): ProgressState => ({ played: [], durationSeconds: 0, lastReportAt: at(0), ...state });

describe('played ranges', () => {
  it('merges overlapping and touching ranges, in order, and drops empty ones', () => {
    expect(mergeRanges([[30, 40], [0, 10], [10, 15], [35, 50], [60, 60]])).toEqual([[0, 15], [30, 50]]);
  });

  it('finds what a report adds to what was played', () => {
    expect(uncovered([[0, 10], [20, 30]], [[5, 25], [28, 40]])).toEqual([[10, 20], [30, 40]]);
    expect(uncovered([[0, 10]], [[2, 8]])).toEqual([]);
  });

  it('takes only the first seconds of a budget', () => {
    expect(takeSeconds([[0, 10], [20, 30]], 15)).toEqual([[0, 10], [20, 25]]);
  });
});

describe('the length counted against', () => {
  it('is the stored minutes when there are some, whatever a player says', () => {
    expect(trustedDuration({ storedMinutes: 5, known: 0, reported: 10 })).toBe(300);
  });

  it('is the first length reported when none is stored, and stays', () => {
    expect(trustedDuration({ storedMinutes: 0, known: 0, reported: 42 })).toBe(42);
    expect(trustedDuration({ storedMinutes: 0, known: 42, reported: 1 })).toBe(42);
  });
});

describe('a report', () => {
  it('counts what the clock allows at up to 2x, and no more', () => {
    // 10 s after the previous report: at most 2 x 10 + 2 s of new playing.
    const counted = countReport(fresh(), { played: [[0, 100]], position: 100 }, { storedMinutes: 5, now: at(10) });
    expect(counted.played).toEqual([[0, 22]]);
    expect(counted.watchedSeconds).toBe(22);
    expect(counted.complete).toBe(false);
  });

  it('counts a second played twice once', () => {
    const state = fresh({ played: [[0, 20]], durationSeconds: 300 });
    const counted = countReport(state, { played: [[10, 30]], position: 30 }, { storedMinutes: 5, now: at(10) });
    expect(counted.watchedSeconds).toBe(30);
  });

  it('does not complete a lesson skipped to its end', () => {
    const state = fresh({ played: [[0, 20]], durationSeconds: 300 });
    const counted = countReport(state, { played: [[290, 300]], position: 300 }, { storedMinutes: 5, now: at(10) });
    expect(counted.positionSeconds).toBe(300);
    expect(counted.watchedSeconds).toBe(30);
    expect(counted.complete).toBe(false);
  });

  it('completes a lesson once 90 % of it was really played', () => {
    const state = fresh({ played: [[0, 260]], durationSeconds: 300 });
    expect(countReport(state, { played: [[260, 269]], position: 269 }, { storedMinutes: 5, now: at(10) }).complete).toBe(false);
    expect(countReport(state, { played: [[260, 270]], position: 270 }, { storedMinutes: 5, now: at(10) }).complete).toBe(true);
  });

  it('cuts ranges to the video, so time past its end never counts', () => {
    const counted = countReport(fresh({ durationSeconds: 60 }), { played: [[50, 80]], position: 80 }, { storedMinutes: 1, now: at(60) });
    expect(counted.played).toEqual([[50, 60]]);
    expect(counted.positionSeconds).toBe(60);
  });
});
