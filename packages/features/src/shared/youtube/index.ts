/*
 * The YouTube IFrame API, loaded once from the address the site configures (the real one, or a
 * stand-in in tests), for the learner's player and for measuring a video's length in the admin's
 * browser (decisions 044 and 060).
 */

/** The IFrame API's own address; a site or a test may give another (a stand-in that speaks the same API). */
export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';

interface YouTubePlayer {
  getDuration(): number;
  mute?(): void;
  playVideo?(): void;
  destroy(): void;
}

interface YouTubeWindow {
  YT?: { Player?: new (frame: HTMLIFrameElement, options: { events: Record<string, (event: { data?: unknown }) => void> }) => YouTubePlayer };
  onYouTubeIframeAPIReady?: () => void;
}

let loading: { url: string; ready: Promise<void> } | undefined;

/** Resolves once `YT.Player` exists; a script that fails to load rejects, and the next call tries again. */
export function loadYouTubeApi(url: string): Promise<void> {
  const page = window as unknown as YouTubeWindow;
  if (page.YT?.Player) return Promise.resolve();
  if (loading?.url === url) return loading.ready;
  const ready = new Promise<void>((resolve, reject) => {
    const previous = page.onYouTubeIframeAPIReady;
    page.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve();
    };
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('The YouTube IFrame API did not load'));
    };
    document.head.append(script);
  });
  loading = { url, ready };
  return ready;
}

/** How long a measurement may take before it gives up. */
export const MEASURE_TIMEOUT_MS = 20_000;
/** YouTube tells some videos' length only once they play: after this long, the hidden player plays, muted. */
const PLAY_TO_LEARN_AFTER_MS = 2000;
const POLL_MS = 250;

/**
 * The length in seconds of the YouTube video `videoId`, read with the IFrame API's `getDuration()` from a
 * player hidden off the page, then removed. Rejects when the video cannot be played or the time runs out.
 */
export async function measureVideoLength(videoId: string, apiUrl: string, { timeoutMs = MEASURE_TIMEOUT_MS } = {}): Promise<number> {
  await loadYouTubeApi(apiUrl);
  const Player = (window as unknown as YouTubeWindow).YT?.Player;
  if (!Player) throw new Error('The YouTube IFrame API has no player');
  return new Promise<number>((resolve, reject) => {
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:320px;height:180px;overflow:hidden;pointer-events:none';
    const frame = document.createElement('iframe');
    frame.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`;
    frame.tabIndex = -1;
    frame.title = videoId;
    host.append(frame);
    document.body.append(host);
    const timers: number[] = [];
    // Set once the player exists; its events may come before the constructor returns.
    const made: { player?: YouTubePlayer } = {};
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      for (const timer of timers) window.clearTimeout(timer);
      try {
        made.player?.destroy();
      } catch {
        // Already gone with its frame.
      }
      host.remove();
      settle();
    };
    timers.push(window.setTimeout(() => finish(() => reject(new Error(`The length of ${videoId} could not be read in time`))), timeoutMs));
    const onReady = () => {
      const started = Date.now();
      let playing = false;
      const poll = () => {
        const seconds = made.player?.getDuration() ?? 0;
        if (Number.isFinite(seconds) && seconds > 0) {
          finish(() => resolve(seconds));
          return;
        }
        if (!playing && Date.now() - started >= PLAY_TO_LEARN_AFTER_MS) {
          playing = true;
          made.player?.mute?.();
          made.player?.playVideo?.();
        }
        timers.push(window.setTimeout(poll, POLL_MS));
      };
      poll();
    };
    made.player = new Player(frame, {
      events: {
        onReady,
        onError: (event) => finish(() => reject(new Error(`YouTube could not play ${videoId}: ${String(event.data)}`))),
      },
    });
  });
}
