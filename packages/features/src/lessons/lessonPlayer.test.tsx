import { buildPlayerLessons } from '@manara/api-client/mocks';
import { ApiError, type Lesson, type LessonProgress, type ProgressReportBody } from '@manara/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTIONS_STORAGE_KEY, readCaptionsPreference, saveCaptionsPreference } from './captionsPreference';
import { REPORT_RETRY_DELAYS_MS } from './constants';
import { durationLabel, groupIntoSections, localDigits } from './outline';
import { PlayedRanges } from './playedRanges';
import { ProgressReporter } from './progressReporter';
import { youtubeVideoId } from '@manara/api-client/schemas';
import { embedUrl } from './youtube';

const lessons = buildPlayerLessons() as Lesson[];

describe('the outline', () => {
  it('groups lessons by section in the order each first appears, lessons without one under General', () => {
    const shuffled = [lessons[4], lessons[2], lessons[0], lessons[3], lessons[1]] as Lesson[];
    const sections = groupIntoSections(shuffled, 'General');
    expect(sections.map(({ index, title, lessons: grouped }) => [index, title, grouped.map((lesson) => lesson.order)])).toEqual([
      [1, 'Getting started', [1, 2]],
      [2, 'Your documents', [3, 4]],
      [3, 'General', [5]],
    ]);
  });

  it('a section seen again after another keeps its first place', () => {
    const back = { ...lessons[1], order: 6, _id: 'later', section: 'Getting started' } as Lesson;
    expect(groupIntoSections([...lessons, back], 'عام').map((section) => [section.title, section.lessons.length])).toEqual([
      ['Getting started', 3],
      ['Your documents', 2],
      ['عام', 1],
    ]);
  });

  it('writes lengths to two decimals or 00:00, and clocks, in the reader\'s digits', () => {
    expect(durationLabel(12.25, 'en')).toBe('12.25');
    expect(durationLabel(9, 'en')).toBe('9.00');
    expect(durationLabel(0, 'en')).toBe('00:00');
    expect(durationLabel(0, 'ar-EG')).toBe('٠٠:٠٠');
    expect(localDigits('3:42', 'ar-EG')).toBe('٣:٤٢');
    expect(localDigits('3:42', 'en')).toBe('3:42');
  });
});

describe('PlayedRanges', () => {
  it('grows a stretch while the position moves as the clock and the speed allow', () => {
    const ranges = new PlayedRanges();
    ranges.observe(10, 100, 1);
    ranges.observe(10.2, 100.2, 1);
    ranges.observe(11, 101, 1);
    // At 2x, a second of clock moves two of video.
    ranges.observe(13, 102, 2);
    expect(ranges.take()).toEqual([[10, 13]]);
    // What was taken is not sent again; the stretch goes on from where it was.
    ranges.observe(14, 103, 1);
    expect(ranges.take()).toEqual([[13, 14]]);
  });

  it('starts a new stretch at a jump the clock cannot explain, and at a cut', () => {
    const ranges = new PlayedRanges();
    ranges.observe(0, 0, 1);
    ranges.observe(5, 5, 1);
    ranges.observe(60, 5.2, 1);
    ranges.observe(62, 7.2, 1);
    ranges.cut();
    ranges.observe(30, 8, 1);
    ranges.observe(31, 9, 1);
    expect(ranges.take()).toEqual([
      [0, 5],
      [60, 62],
      [30, 31],
    ]);
  });

  it('going backwards is a jump, and an undelivered report goes with the next', () => {
    const ranges = new PlayedRanges();
    ranges.observe(20, 0, 1);
    ranges.observe(21, 1, 1);
    ranges.observe(5, 1.2, 1);
    ranges.observe(6, 2.2, 1);
    const lost = ranges.take();
    expect(lost).toEqual([
      [20, 21],
      [5, 6],
    ]);
    ranges.restore(lost);
    ranges.observe(7, 3.2, 1);
    expect(ranges.take()).toEqual([
      [20, 21],
      [5, 6],
      [6, 7],
    ]);
  });

  it('sends at most what one report carries, keeping the rest', () => {
    const ranges = new PlayedRanges();
    ranges.restore(Array.from({ length: 60 }, (_, i): [number, number] => [i * 10, i * 10 + 1]));
    expect(ranges.take()).toHaveLength(49);
    expect(ranges.take()).toHaveLength(11);
    expect(ranges.take()).toEqual([]);
  });
});

describe('ProgressReporter', () => {
  const offline = () => new ApiError({ message: 'Failed to mark lesson complete', status: 0 });
  const counted = (completed: boolean): LessonProgress => ({ lessonId: 'l1', position: 90, watchedSeconds: 90, durationSeconds: 90, completed });

  /** A reporter whose server answers as `answers` says, one call after another; what it was sent is kept. */
  function reporterAnswering(...answers: Array<LessonProgress | Error>) {
    const bodies: ProgressReportBody[] = [];
    const send = vi.fn((body: ProgressReportBody) => {
      bodies.push(structuredClone(body));
      const answer = answers.shift() ?? counted(false);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    });
    const onAnswer = vi.fn();
    const onFailure = vi.fn();
    const reporter = new ProgressReporter({ courseId: 'c1', send, onAnswer, onFailure });
    return { reporter, bodies, send, onAnswer, onFailure };
  }

  /** Played from `from` to `to` at normal speed, then stopped. */
  const play = (reporter: ProgressReporter, from: number, to: number) => {
    reporter.ranges.observe(from, from, 1);
    reporter.ranges.observe(to, to, 1);
    reporter.ranges.cut();
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed report again by itself, later each time, with the ranges the failed one carried', async () => {
    const { reporter, bodies, onAnswer, onFailure } = reporterAnswering(offline(), offline(), counted(true));
    play(reporter, 0, 81);
    reporter.report({ position: 81, duration: 90 });
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).toHaveBeenLastCalledWith(expect.any(ApiError), { ended: false, retrying: true });
    const [first, second] = REPORT_RETRY_DELAYS_MS;
    await vi.advanceTimersByTimeAsync((first ?? 0) - 1);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies).toHaveLength(2);
    await vi.advanceTimersByTimeAsync((second ?? 0) - 1);
    expect(bodies).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies.map((body) => body.played)).toEqual([[[0, 81]], [[0, 81]], [[0, 81]]]);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(counted(true), { ended: false });
    // Delivered: nothing more is sent.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(bodies).toHaveLength(3);
  });

  it('puts what a failed report carried into the next one, before what was played since', async () => {
    const { reporter, bodies } = reporterAnswering(offline(), counted(false));
    play(reporter, 0, 10);
    reporter.report({ position: 10, duration: 90 });
    await vi.advanceTimersByTimeAsync(0);
    play(reporter, 10, 15);
    reporter.report({ position: 15, duration: 90 });
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies.map(({ played, position }) => ({ played, position }))).toEqual([
      { played: [[0, 10]], position: 10 },
      { played: [[0, 10], [10, 15]], position: 15 },
    ]);
    // The report that got through took the place of the retry.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(bodies).toHaveLength(2);
  });

  it('a pause and the end at once (as the video ends) make one report, which says the end', async () => {
    const { reporter, bodies, onAnswer } = reporterAnswering(counted(true));
    play(reporter, 0, 90);
    reporter.report({ position: 90, duration: 90 });
    reporter.report({ position: 90, duration: 90, ended: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toEqual([{ courseId: 'c1', played: [[0, 90]], position: 90, duration: 90 }]);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(counted(true), { ended: true });
  });

  it('the end of the video goes with every try until one is answered; Try Again sends at once', async () => {
    const { reporter, bodies, onAnswer, onFailure } = reporterAnswering(offline(), counted(true));
    play(reporter, 0, 90);
    reporter.report({ position: 90, duration: 90, ended: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).toHaveBeenLastCalledWith(expect.any(ApiError), { ended: true, retrying: true });
    reporter.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies.map((body) => body.played)).toEqual([[[0, 90]], [[0, 90]]]);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(counted(true), { ended: true });
    // The scheduled retry was spent by Try Again.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(bodies).toHaveLength(2);
  });

  it('a refusal that will not change (403 NOT_SUBSCRIBED) is not tried again by itself, but its ranges are kept', async () => {
    const refused = new ApiError({ message: 'You need to subscribe to this course to access its lessons.', status: 403, code: 'NOT_SUBSCRIBED' });
    const { reporter, bodies, onFailure } = reporterAnswering(refused, counted(false));
    play(reporter, 0, 30);
    reporter.report({ position: 30, duration: 90, ended: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).toHaveBeenLastCalledWith(refused, { ended: true, retrying: false });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(bodies).toHaveLength(1);
    reporter.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies.map((body) => body.played)).toEqual([[[0, 30]], [[0, 30]]]);
  });

  it('a server that asks to wait (429) is tried again no sooner than it says', async () => {
    const busy = new ApiError({ message: 'Too many requests', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 120 });
    const { reporter, bodies } = reporterAnswering(busy, counted(false));
    play(reporter, 0, 5);
    reporter.report({ position: 5, duration: 90 });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies).toHaveLength(2);
  });

  it('Try Again while a report is on its way sends nothing more', async () => {
    let answer: (progress: LessonProgress) => void = () => undefined;
    const send = vi.fn(() => new Promise<LessonProgress>((resolve) => (answer = resolve)));
    const reporter = new ProgressReporter({ courseId: 'c1', send, onAnswer: vi.fn(), onFailure: vi.fn() });
    reporter.report({ position: 1, duration: 90 });
    await vi.advanceTimersByTimeAsync(0);
    reporter.retry();
    reporter.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    answer(counted(false));
  });

  it('once closed, a failure waits for no timer; closing sends what a failed report kept, as a keep-alive', async () => {
    const { reporter, bodies, send } = reporterAnswering(offline(), counted(false));
    play(reporter, 0, 20);
    reporter.report({ position: 20, duration: 90 });
    await vi.advanceTimersByTimeAsync(0);
    reporter.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenLastCalledWith(expect.anything(), { keepalive: true });
    expect(bodies.map((body) => body.played)).toEqual([[[0, 20]], [[0, 20]]]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(bodies).toHaveLength(2);
  });
});

describe('YouTube addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=5', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s plays %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it('refuses what is not a YouTube video', () => {
    expect(youtubeVideoId('https://vimeo.com/123456789')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQextra')).toBeUndefined();
  });

  it('plays from the privacy-enhanced address, from the whole second to resume at', () => {
    expect(embedUrl('dQw4w9WgXcQ', 0)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('dQw4w9WgXcQ', 222.7)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?t=222');
  });
});

describe('the captions choice', () => {
  afterEach(() => {
    window.localStorage.removeItem(CAPTIONS_STORAGE_KEY);
    vi.restoreAllMocks();
  });

  it('starts off, is kept in the browser, and reads back as saved', () => {
    expect(readCaptionsPreference()).toEqual({ on: false });
    saveCaptionsPreference({ on: true, languageCode: 'ar' });
    expect(readCaptionsPreference()).toEqual({ on: true, languageCode: 'ar' });
    saveCaptionsPreference({ on: false, languageCode: 'ar' });
    expect(readCaptionsPreference()).toEqual({ on: false, languageCode: 'ar' });
  });

  it('reads anything else kept under its name as off, and a browser that keeps nothing as off', () => {
    for (const kept of ['not json', '42', '{"on":"yes","languageCode":7}']) {
      window.localStorage.setItem(CAPTIONS_STORAGE_KEY, kept);
      expect(readCaptionsPreference()).toEqual({ on: false });
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'QuotaExceededError');
    });
    expect(() => saveCaptionsPreference({ on: true })).not.toThrow();
    expect(readCaptionsPreference()).toEqual({ on: false });
  });
});
