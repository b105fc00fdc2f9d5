/*
 * One lesson's progress reports (docs/product/learning.md#progress): sent one after another, each
 * carrying what was played since the last report that got through. A report that fails puts its
 * ranges back for the next, and is tried again by itself, later each time, unless the server refused
 * it for a reason that will not change.
 */

import { ApiError, type LessonProgress, type ProgressReportBody } from '@manara/api-client';
import { REPORT_RETRY_DELAYS_MS } from './constants';
import { PlayedRanges } from './playedRanges';

export interface ProgressReporterOptions {
  courseId: string;
  /** Sends one report; the answer is the lesson's progress as the server counted it. */
  send: (body: ProgressReportBody, options: { keepalive: boolean }) => Promise<LessonProgress>;
  /**
   * A report was counted. `ended` when it carried the end of the video: the end report itself, or a
   * later one that went in the place of an end report that failed.
   */
  onAnswer: (progress: LessonProgress, event: { ended: boolean }) => void;
  /** A report failed (its ranges are kept); `retrying` when it will be tried again by itself. */
  onFailure: (error: unknown, event: { ended: boolean; retrying: boolean }) => void;
}

/**
 * Worth trying again by itself: no answer at all (the connection), a server's failure, a timeout, a
 * request to slow down. Any other refusal (a 403 NOT_SUBSCRIBED, a 404) would answer the same.
 */
export const isWorthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

export class ProgressReporter {
  /** What was played and not yet delivered. */
  readonly ranges = new PlayedRanges();
  readonly #options: ProgressReporterOptions;
  /** Where the video was at the last report asked for: a retry says it again. */
  #where: { position: number; duration?: number } | undefined;
  /** The video ended and no report since has been answered. */
  #endPending = false;
  /** Reports failed in a row. */
  #failures = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #queue: Promise<void> = Promise.resolve();
  /** Reports queued or on their way (keep-alive ones aside). */
  #busy = 0;
  /** A report is queued and has not made its body yet: it will carry whatever comes before its turn. */
  #waiting = false;
  #closed = false;

  constructor(options: ProgressReporterOptions) {
    this.#options = options;
  }

  /** The last report failed and nothing since has got through. */
  get failing() {
    return this.#failures > 0;
  }

  /**
   * Reports what was played until now, with where the video is. A keep-alive report (the page is hidden
   * or left) goes at once, as a request that outlives the page; the others wait their turn, so none
   * spends another's time.
   */
  report({ position, duration, ended = false, keepalive = false }: { position: number; duration?: number; ended?: boolean; keepalive?: boolean }) {
    this.#where = { position, ...(duration === undefined ? {} : { duration }) };
    if (ended) this.#endPending = true;
    if (keepalive) void this.#send(true);
    else this.#enqueue();
  }

  /** Try Again: sends what is kept now, unless a report is already on its way. */
  retry() {
    if (this.#busy === 0) this.#enqueue();
  }

  /** The page goes on without this lesson: no more waiting to try again; a failed report's ranges go as a keep-alive. */
  close() {
    this.#closed = true;
    this.#cancelRetry();
    if (this.failing && this.#busy === 0) void this.#send(true);
  }

  /** Back in use (React mounts a screen twice in development). */
  open() {
    this.#closed = false;
  }

  #enqueue() {
    this.#cancelRetry();
    // The video's end comes as a pause and an end at once: one report says both.
    if (this.#waiting) return;
    this.#waiting = true;
    this.#busy += 1;
    this.#queue = this.#queue
      .then(() => {
        this.#waiting = false;
        return this.#send(false);
      })
      // A fault in what an answer sets off is the page's to report; the reports behind it still go.
      .catch((fault: unknown) => reportError(fault))
      .finally(() => (this.#busy -= 1));
  }

  #cancelRetry() {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** The body is made when the report's turn comes, so it carries whatever an earlier failure put back. */
  async #send(keepalive: boolean) {
    const where = this.#where;
    if (!where) return;
    const played = this.ranges.take();
    const ended = this.#endPending;
    const body: ProgressReportBody = { courseId: this.#options.courseId, played, ...where };
    let progress: LessonProgress;
    try {
      progress = await this.#options.send(body, { keepalive });
    } catch (error) {
      this.ranges.restore(played);
      this.#failures += 1;
      const retrying = !this.#closed && isWorthRetrying(error);
      if (retrying) this.#scheduleRetry(error);
      this.#options.onFailure(error, { ended, retrying });
      return;
    }
    this.#failures = 0;
    // Whatever a failure had put back went with this one.
    this.#cancelRetry();
    if (ended) this.#endPending = false;
    this.#options.onAnswer(progress, { ended });
  }

  #scheduleRetry(error: unknown) {
    this.#cancelRetry();
    const backoff = REPORT_RETRY_DELAYS_MS[Math.min(this.#failures, REPORT_RETRY_DELAYS_MS.length) - 1] ?? 0;
    const asked = error instanceof ApiError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : 0;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#enqueue();
    }, Math.max(backoff, asked));
  }
}
