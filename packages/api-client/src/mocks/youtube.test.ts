import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeYouTubeScript, installFakeYouTube, type FakeYouTubeOptions } from './youtube';

/** Just enough of a window for the stand-in: a frame with its address, timers, a clock. */
function pageWith(src: string) {
  interface Frame {
    attributes: Map<string, string>;
    replacedBy?: Frame;
  }
  const frame = {
    replacedBy: undefined as Frame | undefined,
    cloneNode() {
      return { ...this, attributes: new Map(this.attributes) };
    },
    replaceWith(other: Frame) {
      this.replacedBy = other;
    },
    attributes: new Map([['src', src]]),
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    },
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
    removeAttribute(name: string) {
      this.attributes.delete(name);
    },
  };
  const win = {
    document: { getElementById: () => frame },
    location: { href: 'http://127.0.0.1/course/x/lessons' },
    performance: { now: () => Date.now() },
    setTimeout,
    setInterval,
    clearInterval,
  } as unknown as Window & typeof globalThis;
  return { win, frame };
}

interface Player {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number): void;
  setPlaybackRate(rate: number): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  loadModule(module: string): void;
  unloadModule(module: string): void;
  getOption(module: string, option: string): unknown;
  setOption(module: string, option: string, value: unknown): void;
  destroy(): void;
}
type Listener = (event: { data?: unknown }) => void;
type PlayerClass = new (frame: unknown, config: { events: Record<string, Listener> }) => Player;

function install(src: string, options: FakeYouTubeOptions = { clock: 'manual' }) {
  const { win, frame } = pageWith(src);
  const youtube = installFakeYouTube(win, options);
  const { Player, PlayerState } = (win as unknown as { YT: { Player: PlayerClass; PlayerState: Record<string, number> } }).YT;
  const events: Array<[string, unknown]> = [];
  const on = (name: string) => (event: { data?: unknown }) => void events.push([name, event.data]);
  const player = new Player(frame, { events: { onReady: on('ready'), onStateChange: on('state'), onError: on('error'), onApiChange: on('apiChange') } });
  return { youtube, player, frame, events, PlayerState };
}

describe('the stand-in YouTube IFrame API', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is ready at once, plays with the test\'s clock at the chosen rate, and ends at the video\'s length', async () => {
    vi.useFakeTimers();
    const { youtube, player, events, frame, PlayerState } = install('https://www.youtube-nocookie.com/embed/abcdefghijk', {
      clock: 'manual',
      durations: { abcdefghijk: 30 },
    });
    // The frame that would go to YouTube is replaced by one without its address.
    expect(frame.replacedBy?.attributes.get('src')).toBeUndefined();
    expect(frame.replacedBy?.attributes.get('srcdoc')).toContain('<body');
    await vi.runOnlyPendingTimersAsync();
    expect(events).toEqual([['ready', undefined]]);
    expect(player.getDuration()).toBe(30);

    player.playVideo();
    youtube.advance(10);
    expect(player.getCurrentTime()).toBe(10);
    player.setPlaybackRate(2);
    youtube.advance(5);
    expect(player.getCurrentTime()).toBe(20);
    player.pauseVideo();
    youtube.advance(100);
    expect(player.getCurrentTime()).toBe(20);
    player.playVideo();
    youtube.advance(100);
    expect(player.getCurrentTime()).toBe(30);
    expect(player.getPlayerState()).toBe(PlayerState.ENDED);
    expect(events.filter(([name]) => name === 'state').map(([, state]) => state)).toEqual([1, 2, 1, 0]);
    player.destroy();
  });

  it('starts where the address says, autoplays when asked, and seeks within the video', async () => {
    vi.useFakeTimers();
    const { youtube, player, PlayerState } = install('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&start=42', { clock: 'manual' });
    expect(player.getCurrentTime()).toBe(42);
    await vi.runOnlyPendingTimersAsync();
    expect(player.getPlayerState()).toBe(PlayerState.PLAYING);
    youtube.advance(3);
    expect(player.getCurrentTime()).toBe(45);
    player.seekTo(9999);
    expect(player.getCurrentTime()).toBe(600);
    player.seekTo(-5);
    expect(player.getCurrentTime()).toBe(0);
    player.destroy();
  });

  it("fails a video the test names with YouTube's error code, and is never ready", async () => {
    vi.useFakeTimers();
    const { events, player } = install('https://www.youtube.com/embed/brokenvideo', { clock: 'manual', errors: { brokenvideo: 150 } });
    await vi.runOnlyPendingTimersAsync();
    expect(events).toEqual([['error', 150]]);
    player.destroy();
  });

  it('speaks the captions module: loaded, it draws the first track; a track is chosen by language, {} or unloading hides them', async () => {
    vi.useFakeTimers();
    const tracks = [
      { languageCode: 'en', languageName: 'English' },
      { languageCode: 'ar', languageName: 'Arabic' },
    ];
    const { youtube, player, events } = install('https://www.youtube-nocookie.com/embed/abcdefghijk', { clock: 'manual', captions: { abcdefghijk: tracks } });
    await vi.runOnlyPendingTimersAsync();
    const [fake] = youtube.players();
    // Before the module is loaded it has no options, and nothing is drawn.
    expect(player.getOption('captions', 'tracklist')).toBeUndefined();
    expect(fake?.shownCaptions()).toBeUndefined();

    player.loadModule('captions');
    await vi.runOnlyPendingTimersAsync();
    expect(events.at(-1)).toEqual(['apiChange', undefined]);
    expect(player.getOption('captions', 'tracklist')).toEqual([
      expect.objectContaining({ languageCode: 'en', languageName: 'English', displayName: 'English' }),
      expect.objectContaining({ languageCode: 'ar', languageName: 'Arabic' }),
    ]);
    expect(fake?.shownCaptions()).toBe('en');
    player.setOption('captions', 'track', { languageCode: 'ar' });
    expect(player.getOption('captions', 'track')).toMatchObject({ languageCode: 'ar' });
    expect(fake?.shownCaptions()).toBe('ar');
    player.setOption('captions', 'track', { languageCode: 'xx' });
    expect(fake?.shownCaptions()).toBe('ar');
    player.setOption('captions', 'track', {});
    expect(fake?.shownCaptions()).toBeUndefined();
    player.setOption('captions', 'track', { languageCode: 'ar' });
    player.unloadModule('captions');
    expect(fake?.shownCaptions()).toBeUndefined();
    expect(player.getOption('captions', 'tracklist')).toBeUndefined();
    // Loaded again, the track chosen before comes back.
    player.loadModule('captions');
    expect(fake?.shownCaptions()).toBe('ar');
    player.destroy();
  });

  it('with cc_load_policy=1 draws a video\'s captions from the start; a video without captions has none to load', async () => {
    vi.useFakeTimers();
    const withCaptions = install('https://www.youtube-nocookie.com/embed/abcdefghijk?cc_load_policy=1', {
      clock: 'manual',
      defaultCaptions: [{ languageCode: 'en', languageName: 'English' }],
    });
    await vi.runOnlyPendingTimersAsync();
    expect(withCaptions.youtube.players()[0]?.shownCaptions()).toBe('en');
    withCaptions.player.destroy();

    const without = install('https://www.youtube-nocookie.com/embed/abcdefghijk?cc_load_policy=1', { clock: 'manual' });
    await vi.runOnlyPendingTimersAsync();
    without.player.loadModule('captions');
    expect(without.player.getOption('captions', 'tracklist')).toBeUndefined();
    expect(without.youtube.players()[0]?.shownCaptions()).toBeUndefined();
    without.player.destroy();
  });

  it('as a script, defines YT and calls onYouTubeIframeAPIReady, as the real one does', () => {
    const ready = vi.fn();
    const page: Record<string, unknown> = { onYouTubeIframeAPIReady: ready, performance: { now: () => 0 }, setTimeout, setInterval, clearInterval };
    // The script as a page runs it, with `window` its only way to the page.
    new Function('window', fakeYouTubeScript({ defaultDuration: 10 }))(page);
    expect(ready).toHaveBeenCalledOnce();
    expect(page.YT).toMatchObject({ PlayerState: { PLAYING: 1, ENDED: 0 } });
  });
});
