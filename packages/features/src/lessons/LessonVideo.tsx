import type { Lesson } from '@manara/api-client';
import { youtubeVideoId } from '@manara/api-client/schemas';
import { Alert, Button, formatClock, VideoPlayer, type VideoSeekEvent } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import YouTubeVideo from 'youtube-video-element/react';
import { useLocale } from '../shared/i18n';
import { PLAYER_IDLE_WAIT_MS, PLAYER_LOAD_TIMEOUT_MS, REPORT_EVERY_MS, SEEK_OVERLAY_MS, SEEK_OVERLAY_TOUCH_MS, TIME_REFRESH_MS } from './constants';
import * as styles from './LessonPlayerScreen.css';
import { lessonPlayerMessages, videoPlayerMessages } from './messages';
import { localDigits } from './outline';
import type { PlayedRanges } from './playedRanges';
import type { ProgressReporter } from './progressReporter';
import { useYouTubeCaptions, type CaptionedVideo } from './useYouTubeCaptions';
import { embedUrl, loadYouTubeApi, prefersDataSaving } from './youtube';

type VideoElement = HTMLElement &
  CaptionedVideo & {
    currentTime: number;
    readonly duration: number;
    readonly paused: boolean;
    playbackRate: number;
    readonly error: { code: number } | null;
    play(): Promise<void>;
    pause(): Promise<void>;
  };

export interface LessonVideoProps {
  lesson: Lesson;
  /** Where to start, in seconds (the saved position when resuming). */
  startAt: number;
  /** The course's picture: over the video when it is paused or seeking, and the data saver's poster. */
  poster: string | undefined;
  /** The IFrame API's address (the real one, or a stand-in in tests). */
  youtubeApiUrl: string;
  /** Something the screen puts over the video for a while (a chosen lesson's title). */
  notice?: ReactNode;
  /** The lesson's reports: what is played goes there, and it delivers it (trying again what fails). */
  reporter: ProgressReporter;
}

const isTouchScreen = () => window.matchMedia('(pointer: coarse)').matches;
const clockSeconds = () => performance.now() / 1000;

/** The course's picture over the video, under a veil, with words or a button on it. */
function Cover({ poster, role, children }: { poster: string | undefined; role?: 'alert' | 'status'; children: ReactNode }) {
  return (
    <div className={styles.cover} role={role}>
      {poster && <img className={styles.overlayImage} src={poster} alt="" />}
      <div className={styles.coverText}>{children}</div>
    </div>
  );
}

/** The stretch playing until now ends where the video is (a pause, the end). */
function stopAt(video: VideoElement | null, ranges: PlayedRanges) {
  if (video) ranges.observe(video.currentTime, clockSeconds(), video.playbackRate);
  ranges.cut();
}

/** Nothing to watch: the connection is read each time the player draws. */
const readAsDrawn = () => () => undefined;

/**
 * One lesson's video on the YouTube IFrame API behind the kit's own controls, reporting what is really
 * played (docs/product/learning.md#progress): a first report on play opens the server's clock, then
 * one every 10 s, on pause, at the end, and as a keep-alive request when the page is hidden or left.
 * Mounted once per lesson; the lesson's reporter outlives it, with anything not yet delivered.
 */
export function LessonVideo({ lesson, startAt, poster, youtubeApiUrl, notice, reporter }: LessonVideoProps) {
  const t = useStore(lessonPlayerMessages);
  const labels = useStore(videoPlayerMessages);
  const { intlLocale } = useLocale();
  const videoId = lesson.videoUrl === undefined ? undefined : youtubeVideoId(lesson.videoUrl);
  const [api, setApi] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Each Try Again loads the IFrame API's script (and so the player) afresh.
  const [attempt, setAttempt] = useState(0);
  // On a slow connection the player loads only when asked for (the data saver). The connection is read as the
  // player draws in the browser; a page drawn on the server draws it wanted, as the server cannot know, and the
  // browser's reading follows as the page comes alive. Once asked for, or loaded, the player stays.
  const savingData = useSyncExternalStore(readAsDrawn, prefersDataSaving, () => false);
  const [asked, setAsked] = useState(false);
  const wanted = asked || api === 'ready' || !savingData;
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [currentTime, setCurrentTime] = useState(startAt);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [errorCode, setErrorCode] = useState<number>();
  const [seekShown, setSeekShown] = useState(false);
  const [start] = useState(startAt);

  const playerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<VideoElement>(null);
  const captions = useYouTubeCaptions(videoRef, intlLocale);
  const { ranges } = reporter;
  const opened = useRef(false);

  useEffect(() => {
    if (!wanted || videoId === undefined) return;
    let current = true;
    // A network that holds the script without refusing it is as good as blocked.
    const timer = window.setTimeout(() => current && setApi((state) => (state === 'loading' ? 'failed' : state)), PLAYER_LOAD_TIMEOUT_MS);
    const load = () =>
      loadYouTubeApi(youtubeApiUrl).then(
        () => current && setApi('ready'),
        () => current && setApi('failed'),
      );
    // The player's script is asked for once the page has painted and has a moment to spare: the lesson's title
    // and the course's picture come first (docs/product/learning.md#the-player). A hidden page paints nothing,
    // so it does not wait.
    let cancelWait: () => void = () => undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(() => void load(), { timeout: PLAYER_IDLE_WAIT_MS });
        cancelWait = () => window.cancelIdleCallback(idle);
      } else {
        const soon = window.setTimeout(() => void load());
        cancelWait = () => window.clearTimeout(soon);
      }
    };
    if (document.visibilityState === 'hidden') void load();
    else {
      const frame = window.requestAnimationFrame(whenIdle);
      cancelWait = () => window.cancelAnimationFrame(frame);
    }
    return () => {
      current = false;
      window.clearTimeout(timer);
      cancelWait();
    };
  }, [wanted, videoId, youtubeApiUrl, attempt]);

  const tryAgain = () => {
    setApi('loading');
    setAttempt((count) => count + 1);
  };

  /** Reports what was played since the last report, and where the video is. */
  const report = useCallback(
    ({ ended = false, keepalive = false } = {}) => {
      const video = videoRef.current;
      if (!video || !opened.current) return;
      reporter.report({
        position: Math.max(0, video.currentTime || 0),
        ...(Number.isFinite(video.duration) && video.duration >= 1 ? { duration: video.duration } : {}),
        ended,
        keepalive,
      });
    },
    [reporter],
  );

  // The clock and the slider follow the video; while it plays, what it plays is noted.
  useEffect(() => {
    if (api !== 'ready') return;
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      if (!video) return;
      const position = video.currentTime;
      setCurrentTime(position);
      if (Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
      if (!video.paused) ranges.observe(position, clockSeconds(), video.playbackRate);
    }, TIME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [api, ranges]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => report(), REPORT_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, report]);

  // Leaving the tab or the page loses nothing: a keep-alive request outlives the page.
  useEffect(() => {
    const leave = () => {
      ranges.cut();
      report({ keepalive: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      // Another lesson was chosen, or the page changed.
      leave();
    };
  }, [report, ranges]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === playerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!seekShown) return;
    const timer = window.setTimeout(() => setSeekShown(false), isTouchScreen() ? SEEK_OVERLAY_TOUCH_MS : SEEK_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [seekShown, currentTime]);

  const onPlay = useCallback(() => {
    setPlaying(true);
    setStarted(true);
    if (!opened.current) {
      // The first report only starts the server's clock for this lesson.
      opened.current = true;
      report();
    }
  }, [report]);

  const onPause = useCallback(() => {
    setPlaying(false);
    stopAt(videoRef.current, ranges);
    report();
  }, [report, ranges]);

  const onEnded = useCallback(() => {
    setPlaying(false);
    stopAt(videoRef.current, ranges);
    report({ ended: true });
  }, [report, ranges]);

  const onDurationChange = useCallback(() => {
    const length = videoRef.current?.duration;
    if (length !== undefined && Number.isFinite(length) && length > 0) setDuration(length);
  }, []);

  const onError = useCallback(() => setErrorCode(videoRef.current?.error?.code ?? 0), []);

  // The element draws YouTube's frame with no name; once it is in (right after loadstart), it gets the lesson's.
  const lessonTitle = lesson.title;
  const onLoadStart = useCallback(() => {
    queueMicrotask(() => videoRef.current?.shadowRoot?.querySelector('iframe')?.setAttribute('title', lessonTitle));
  }, [lessonTitle]);

  const togglePlay = () => {
    if (!wanted) {
      setAsked(true);
      return;
    }
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else void video.pause();
  };

  const seek = ({ seconds }: VideoSeekEvent) => {
    const video = videoRef.current;
    if (!video) return;
    ranges.cut();
    video.currentTime = seconds;
    setCurrentTime(seconds);
    setSeekShown(true);
  };

  const changeRate = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    ranges.cut();
    video.playbackRate = next;
    setRate(next);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void playerRef.current?.requestFullscreen();
  };

  const clock = (seconds: number) => localDigits(formatClock(seconds), intlLocale);

  let overlay: ReactNode;
  if (videoId === undefined) overlay = <Cover poster={poster} role="status">{t.noVideo}</Cover>;
  else if (errorCode !== undefined) overlay = <Cover poster={poster} role="alert">{t.playerError({ code: String(errorCode) })}</Cover>;
  else if (api === 'failed') overlay = <Cover poster={poster}>{t.playerUnavailable}</Cover>;
  else if (!wanted) {
    overlay = (
      <Cover poster={poster}>
        <span>{t.dataSaver}</span>
        <Button onClick={togglePlay}>{t.playLesson}</Button>
      </Cover>
    );
  } else if (notice !== undefined && notice !== null) overlay = <Cover poster={poster}>{notice}</Cover>;
  else if (seekShown) overlay = <Cover poster={poster}><span className={styles.bigClock}>{clock(currentTime)}</span></Cover>;
  else if (started && !playing) {
    // Paused or ended: the course's picture hides YouTube's suggestions. A click on it plays on, as on
    // the video itself; keyboards have the Play control and the space and k keys (the region's).
    overlay = (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div className={styles.pausedCover} onClick={togglePlay}>
        <Cover poster={poster}>
          <span className={styles.bigPlay}>
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
              <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
            </svg>
          </span>
        </Cover>
      </div>
    );
  }

  return (
    <>
      <VideoPlayer
        ref={playerRef}
        tabIndex={0}
        className={styles.player}
        media={
          api === 'ready' && videoId !== undefined ? (
            <YouTubeVideo
              ref={videoRef as never}
              src={embedUrl(videoId, start)}
              autoplay
              playsInline
              onPlay={onPlay}
              onPause={onPause}
              onEnded={onEnded}
              onError={onError}
              onLoadStart={onLoadStart}
              onDurationChange={onDurationChange}
              onLoadedMetadata={captions.onReady}
            />
          ) : (
            <div />
          )
        }
        overlay={overlay}
        playing={playing}
        currentTime={currentTime}
        duration={duration}
        playbackRate={rate}
        fullscreen={fullscreen}
        disabled={videoId === undefined || errorCode !== undefined || (wanted && api !== 'ready')}
        onTogglePlay={togglePlay}
        onSeek={seek}
        onPlaybackRateChange={changeRate}
        onToggleFullscreen={toggleFullscreen}
        captions={videoId === undefined ? undefined : captions.captions}
        onToggleCaptions={captions.toggle}
        onCaptionsLanguageChange={captions.chooseLanguage}
        formatTime={clock}
        formatRate={(value) => `${new Intl.NumberFormat(intlLocale).format(value)}x`}
        labels={{ ...labels, position: (elapsed, total) => labels.position({ elapsed, total }) }}
      />
      {api === 'failed' && errorCode === undefined && (
        <Alert tone="danger" title={t.playerUnavailableTitle}>
          <div className={styles.playerFailure}>
            <p>{t.playerBlocked}</p>
            <Button variant="outline" size="lg" onClick={tryAgain}>
              {t.tryAgain}
            </Button>
          </div>
        </Alert>
      )}
    </>
  );
}
