/*
 * A stand-in for the YouTube IFrame API (https://developers.google.com/youtube/iframe_api_reference),
 * for stories, component tests and the end-to-end run: nothing reaches YouTube. It defines `YT.Player`
 * and `YT.PlayerState` and then calls `onYouTubeIframeAPIReady`, as the real script does, so the
 * product loads it like the real one from the configured script address. A player's time moves with
 * the page's clock (at its playback rate), or only when the test says so (`clock: 'manual'`).
 *
 * `installFakeYouTube` refers to nothing outside itself, so it can be sent to a page as source text
 * (`fakeYouTubeScript`) as well as called in place.
 */

export interface FakeYouTubeOptions {
  /** A video's length in seconds, by its id; `defaultDuration` (600) for the rest. */
  durations?: Record<string, number>;
  defaultDuration?: number;
  /** Videos whose player fails at once, with the IFrame API's error code (2, 5, 100, 101, 150). */
  errors?: Record<string, number>;
  /** 'real' (the default): time passes with the page's clock. 'manual': only through `advance`. */
  clock?: 'real' | 'manual';
  /** The caption tracks of a video, by its id, the first its default; `defaultCaptions` (none) for the rest. */
  captions?: Record<string, FakeCaptionTrack[]>;
  defaultCaptions?: FakeCaptionTrack[];
}

/** A caption track as the captions module's `tracklist` names it (the fields a player reads). */
export interface FakeCaptionTrack {
  languageCode: string;
  languageName: string;
}

export interface FakeYouTubePlayer {
  readonly videoId: string;
  getCurrentTime(): number;
  getPlayerState(): number;
  getPlaybackRate(): number;
  /** The language of the captions drawn over the video now; undefined when none are. */
  shownCaptions(): string | undefined;
}

export interface FakeYouTube {
  /** The players alive now, oldest first. */
  players(): FakeYouTubePlayer[];
  /** With the manual clock: lets `seconds` of wall-clock time pass (a playing video moves by that times its rate). */
  advance(seconds: number): void;
}

type Listener = (event: { target: unknown; data?: unknown }) => void;

export function installFakeYouTube(win: Window & typeof globalThis, options: FakeYouTubeOptions = {}): FakeYouTube {
  const State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;
  let manualNow = 0;
  const now = () => (options.clock === 'manual' ? manualNow : win.performance.now() / 1000);
  const alive = new Set<Player>();

  class Player implements FakeYouTubePlayer {
    readonly videoId: string;
    #duration: number;
    #state: number = State.UNSTARTED;
    #rate = 1;
    #volume = 100;
    #muted = false;
    /** The position when the clock last started or stopped, and when that was. */
    #base = 0;
    #since = 0;
    #listeners = new Map<string, Set<Listener>>();
    #timer: number | undefined;
    #tracks: FakeCaptionTrack[];
    /** The captions module: loaded (captions drawn) or not, and the track chosen ('' for none). */
    #captionsLoaded = false;
    #track = '';

    constructor(target: HTMLIFrameElement | string, config: { events?: Record<string, Listener> } = {}) {
      const frame = typeof target === 'string' ? win.document.getElementById(target) : target;
      const url = new URL(frame?.getAttribute('src') ?? '', win.location.href);
      this.videoId = /\/embed\/([\w-]{11})/.exec(url.pathname)?.[1] ?? '';
      this.#duration = options.durations?.[this.videoId] ?? options.defaultDuration ?? 600;
      this.#base = Math.min(Number(url.searchParams.get('start') ?? 0) || 0, this.#duration);
      this.#tracks = options.captions?.[this.videoId] ?? options.defaultCaptions ?? [];
      // The real API drives the frame it is given. Here a copy without the address (which no test can
      // reach) takes its place and shows a black picture; the frame itself goes, its loading with it.
      if (frame) {
        const blank = frame.cloneNode(false) as HTMLElement;
        blank.removeAttribute('src');
        blank.setAttribute('srcdoc', '<!doctype html><body style="margin:0;background:#000"></body>');
        frame.replaceWith(blank);
      }
      for (const [name, listener] of Object.entries(config.events ?? {})) this.addEventListener(name, listener);
      alive.add(this);
      win.setTimeout(() => {
        if (!alive.has(this)) return;
        const code = options.errors?.[this.videoId];
        if (code !== undefined) {
          this.#emit('onError', code);
          return;
        }
        this.#emit('onReady');
        // As YouTube does, `cc_load_policy=1` draws a video's captions from the start.
        if (url.searchParams.get('cc_load_policy') === '1' && this.#tracks.length > 0) this.loadModule('captions');
        if (url.searchParams.get('autoplay') === '1') this.playVideo();
      }, 0);
      if (options.clock !== 'manual') this.#timer = win.setInterval(() => this.checkEnd(), 50);
    }

    addEventListener(name: string, listener: Listener) {
      const listeners = this.#listeners.get(name) ?? new Set();
      listeners.add(listener);
      this.#listeners.set(name, listeners);
    }

    removeEventListener(name: string, listener: Listener) {
      this.#listeners.get(name)?.delete(listener);
    }

    #emit(name: string, data?: unknown) {
      for (const listener of this.#listeners.get(name) ?? []) listener({ target: this, data });
    }

    #setState(state: number) {
      if (this.#state === state) return;
      this.#state = state;
      this.#emit('onStateChange', state);
    }

    /** The position now; restarts the clock from it. */
    #settle() {
      this.#base = this.getCurrentTime();
      this.#since = now();
    }

    /** Ends the video once its time is up. */
    checkEnd() {
      if (this.#state === State.PLAYING && this.getCurrentTime() >= this.#duration) {
        this.#base = this.#duration;
        this.#setState(State.ENDED);
      }
    }

    playVideo() {
      if (this.#state === State.PLAYING) return;
      if (this.#state === State.ENDED) this.#base = 0;
      this.#since = now();
      this.#setState(State.PLAYING);
    }

    pauseVideo() {
      if (this.#state !== State.PLAYING) return;
      this.#settle();
      this.#setState(State.PAUSED);
    }

    stopVideo() {
      this.#base = 0;
      this.#setState(State.CUED);
    }

    seekTo(seconds: number) {
      this.#base = Math.min(Math.max(seconds, 0), this.#duration);
      this.#since = now();
      if (this.#state === State.ENDED && this.#base < this.#duration) this.#setState(State.PAUSED);
    }

    getCurrentTime() {
      const played = this.#state === State.PLAYING ? (now() - this.#since) * this.#rate : 0;
      return Math.min(this.#base + played, this.#duration);
    }

    getDuration() {
      return this.#duration;
    }

    getPlayerState() {
      return this.#state;
    }

    getPlaybackRate() {
      return this.#rate;
    }

    setPlaybackRate(rate: number) {
      this.#settle();
      this.#rate = rate;
      this.#emit('onPlaybackRateChange', rate);
    }

    getAvailablePlaybackRates() {
      return [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
    }

    getVideoLoadedFraction() {
      return 1;
    }

    getVolume() {
      return this.#volume;
    }

    setVolume(volume: number) {
      this.#volume = volume;
      this.#emit('onVolumeChange', { volume, muted: this.#muted });
    }

    mute() {
      this.#muted = true;
    }

    unMute() {
      this.#muted = false;
    }

    isMuted() {
      return this.#muted;
    }

    /** Only the captions module is known; its options exist once it is loaded, as `onApiChange` says. */
    getOptions(module?: string) {
      if (module === undefined) return this.#captionsLoaded ? ['captions'] : [];
      return module === 'captions' && this.#captionsLoaded ? ['track', 'tracklist', 'fontSize', 'reload'] : [];
    }

    getOption(module: string, option: string) {
      if (module !== 'captions' || !this.#captionsLoaded) return undefined;
      if (option === 'tracklist') return this.#tracks.map((track) => this.#describe(track));
      if (option === 'track') {
        const chosen = this.#tracks.find((track) => track.languageCode === this.#track);
        return chosen ? this.#describe(chosen) : {};
      }
      return undefined;
    }

    setOption(module: string, option: string, value: unknown) {
      if (module !== 'captions' || !this.#captionsLoaded || option !== 'track') return;
      // `{}` turns captions off; a language the video does not have changes nothing.
      const code = (value as { languageCode?: unknown } | null)?.languageCode;
      if (code === undefined) this.#track = '';
      else if (this.#tracks.some((track) => track.languageCode === code)) this.#track = String(code);
    }

    /** Loading the captions module draws the default track (the first), or the one chosen before. */
    loadModule(module: string) {
      if (module !== 'captions' || this.#captionsLoaded || this.#tracks.length === 0) return;
      this.#captionsLoaded = true;
      this.#track ||= this.#tracks[0]?.languageCode ?? '';
      win.setTimeout(() => alive.has(this) && this.#emit('onApiChange'), 0);
    }

    unloadModule(module: string) {
      if (module !== 'captions' || !this.#captionsLoaded) return;
      this.#captionsLoaded = false;
      win.setTimeout(() => alive.has(this) && this.#emit('onApiChange'), 0);
    }

    shownCaptions() {
      return this.#captionsLoaded && this.#track !== '' ? this.#track : undefined;
    }

    #describe(track: FakeCaptionTrack) {
      return { ...track, displayName: track.languageName, kind: '', name: null, id: null, is_default: track === this.#tracks[0], is_servable: true, is_translateable: true, vss_id: `.${track.languageCode}` };
    }

    destroy() {
      alive.delete(this);
      win.clearInterval(this.#timer);
    }
  }

  const api = win as unknown as { YT?: unknown; onYouTubeIframeAPIReady?: () => void };
  api.YT = { Player, PlayerState: State, loaded: 1 };
  api.onYouTubeIframeAPIReady?.();

  return {
    players: () => [...alive],
    advance(seconds) {
      manualNow += seconds;
      for (const player of alive) player.checkEnd();
    },
  };
}

/** The stand-in as a script a test serves in place of the IFrame API's address. */
export const fakeYouTubeScript = (options: FakeYouTubeOptions = {}): string =>
  `(${installFakeYouTube.toString()})(window, ${JSON.stringify(options)});`;
