/*
 * The YouTube IFrame API, loaded once from the address the site configures (the real one, or a
 * stand-in in tests). `youtube-video-element` then finds `window.YT` and loads nothing itself
 * (decision 044).
 */

interface YouTubeWindow {
  YT?: { Player?: unknown };
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

/**
 * The privacy-enhanced embed address the element plays, starting at `start` whole seconds: no
 * YouTube cookies until the learner plays.
 */
export const embedUrl = (videoId: string, start: number) =>
  `https://www.youtube-nocookie.com/embed/${videoId}${start >= 1 ? `?t=${Math.floor(start)}` : ''}`;

/** The connection is slow or the reader asked to save data: load the player only when asked. */
export function prefersDataSaving(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}
