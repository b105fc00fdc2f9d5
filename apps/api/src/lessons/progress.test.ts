import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_SECONDS, countReport, lengthDisagrees, mergeRanges, takeSeconds, trustedDuration, uncovered, type ProgressState } from './progress';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, 0) + seconds * 1000);
const fresh = (state: Partial<ProgressState> = {}): ProgressState => ({ played: [], openedAt: at(0), ...state });
/** A lesson of five stored minutes, not measured. */
const fiveMinutes = { storedMinutes: 5, measuredSeconds: null };

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
  it("is the length measured in the admin's browser when there is one", () => {
    expect(trustedDuration({ storedMinutes: 0.2, measuredSeconds: 6 })).toBe(6);
    expect(trustedDuration({ storedMinutes: 0, measuredSeconds: 6 })).toBe(6);
  });

  it('is the stored minutes until the video is measured, and nothing without either', () => {
    expect(trustedDuration({ storedMinutes: 5, measuredSeconds: null })).toBe(300);
    expect(trustedDuration({ storedMinutes: 0, measuredSeconds: null })).toBe(0);
  });

  it('is never what a player reports: a report of 1 s on a lesson without a length completes nothing', () => {
    const lesson = { storedMinutes: 0, measuredSeconds: null };
    const counted = countReport(fresh(), { played: [[0, 1]], position: 1, duration: 1 }, { ...lesson, now: at(10) });
    expect(counted.durationSeconds).toBe(0);
    expect(counted.complete).toBe(false);
  });

  it('disagrees with a reported length more than 10 % away from the measured one', () => {
    expect(lengthDisagrees(110, 100)).toBe(false);
    expect(lengthDisagrees(90, 100)).toBe(false);
    expect(lengthDisagrees(111, 100)).toBe(true);
    expect(lengthDisagrees(1, 100)).toBe(true);
    expect(lengthDisagrees(undefined, 100)).toBe(false);
  });
});

describe('a report', () => {
  it('counts what the clock allows at up to 2x, and no more', () => {
    // 10 s after the clock opened: at most 2 x 10 + 2 s of playing.
    const counted = countReport(fresh(), { played: [[0, 100]], position: 100 }, { ...fiveMinutes, now: at(10) });
    expect(counted.played).toEqual([[0, 22]]);
    expect(counted.watchedSeconds).toBe(22);
    expect(counted.complete).toBe(false);
  });

  it('has one allowance for the whole lesson, however many reports come', () => {
    // 1,000 reports 10 ms apart, each claiming the whole video: 10 s of clock, so at most 22 s.
    let state = fresh();
    for (let index = 1; index <= 1000; index += 1) {
      const counted = countReport(state, { played: [[0, 300]], position: 300 }, { ...fiveMinutes, now: at(index / 100) });
      state = { ...state, played: counted.played };
    }
    expect(state.played).toEqual([[0, 2 * 10 + CLOCK_SLACK_SECONDS]]);
  });

  it('lets an honest viewer at 1x and at 2x complete, reporting every 10 s', () => {
    for (const rate of [1, 2]) {
      let state = fresh();
      let complete = false;
      for (let second = 10; !complete && second <= 300; second += 10) {
        const counted = countReport(state, { played: [[(second - 10) * rate, second * rate]], position: second * rate }, { ...fiveMinutes, now: at(second) });
        state = { ...state, played: counted.played };
        complete = counted.complete;
      }
      expect(complete, `at ${rate}x`).toBe(true);
    }
  });

  it('counts a second played twice once', () => {
    const state = fresh({ played: [[0, 20]] });
    const counted = countReport(state, { played: [[10, 30]], position: 30 }, { ...fiveMinutes, now: at(20) });
    expect(counted.watchedSeconds).toBe(30);
  });

  it('does not complete a lesson skipped to its end', () => {
    const state = fresh({ played: [[0, 20]] });
    const counted = countReport(state, { played: [[290, 300]], position: 300 }, { ...fiveMinutes, now: at(20) });
    expect(counted.positionSeconds).toBe(300);
    expect(counted.watchedSeconds).toBe(30);
    expect(counted.complete).toBe(false);
  });

  it('completes a lesson once 90 % of it was really played', () => {
    const state = fresh({ played: [[0, 260]] });
    expect(countReport(state, { played: [[260, 269]], position: 269 }, { ...fiveMinutes, now: at(300) }).complete).toBe(false);
    expect(countReport(state, { played: [[260, 270]], position: 270 }, { ...fiveMinutes, now: at(300) }).complete).toBe(true);
  });

  it('cuts ranges to the video, so time past its end never counts', () => {
    const counted = countReport(fresh(), { played: [[50, 80]], position: 80 }, { storedMinutes: 1, measuredSeconds: null, now: at(60) });
    expect(counted.played).toEqual([[50, 60]]);
    expect(counted.positionSeconds).toBe(60);
  });

  it('completes a video whose stored minutes were too long once it is measured and played to its end', () => {
    // Stored 0.2 minutes (12 s) for a 6 s video: all of it played is half of 12 s.
    const before = countReport(fresh(), { played: [[0, 6]], position: 6 }, { storedMinutes: 0.2, measuredSeconds: null, now: at(10) });
    expect([before.watchedSeconds, before.complete]).toEqual([6, false]);
    const after = countReport(fresh(), { played: [[0, 6]], position: 6 }, { storedMinutes: 0.2, measuredSeconds: 6, now: at(10) });
    expect([after.watchedSeconds, after.complete]).toEqual([6, true]);
  });
});
