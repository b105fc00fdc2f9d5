/*
 * What the player really played, as the progress reports carry it (docs/product/learning.md#progress):
 * stretches of the video, each grown while the position moves as the clock and the speed allow, and
 * cut at a seek, a pause or the end.
 */

import { MAX_RANGES_PER_REPORT } from '@manara/api-client/schemas';

export type PlayedRange = [start: number, end: number];

/** A poll may lag behind the video a little; more than this past what the clock allows is a jump. */
const JITTER_SECONDS = 0.5;

export class PlayedRanges {
  #closed: PlayedRange[] = [];
  #open: PlayedRange | undefined;
  #lastClock: number | undefined;

  /** The position `position` seen at `clock` seconds while playing at `rate`. */
  observe(position: number, clock: number, rate: number) {
    if (this.#open && this.#lastClock !== undefined) {
      const moved = position - this.#open[1];
      if (moved >= 0 && moved <= (clock - this.#lastClock) * rate + JITTER_SECONDS) {
        this.#open[1] = position;
        this.#lastClock = clock;
        return;
      }
      this.cut();
    }
    this.#open = [position, position];
    this.#lastClock = clock;
  }

  /** Playing stopped or the position jumps: the current stretch ends where it is. */
  cut() {
    if (this.#open && this.#open[1] > this.#open[0]) this.#closed.push(this.#open);
    this.#open = undefined;
    this.#lastClock = undefined;
  }

  /**
   * The stretches played since the last take (as many as one report carries), which are forgotten; a
   * stretch still growing goes on from its end.
   */
  take(): PlayedRange[] {
    const taken = this.#closed.splice(0, MAX_RANGES_PER_REPORT - 1);
    if (this.#open && this.#open[1] > this.#open[0]) {
      taken.push([...this.#open]);
      this.#open = [this.#open[1], this.#open[1]];
    }
    return taken;
  }

  /** Puts back stretches a report could not deliver, to go with the next. */
  restore(ranges: readonly PlayedRange[]) {
    this.#closed.unshift(...ranges);
  }
}
