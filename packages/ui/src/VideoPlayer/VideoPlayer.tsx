import { forwardRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { CaptionsIcon, FullscreenIcon, PauseIcon, PlayIcon, SkipIcon } from '../private/playerIcons';
import * as styles from './VideoPlayer.css';

/** The speeds a learner may choose, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** How far back 10 s and forward 10 s (and j, l and the arrow keys) move. */
export const SKIP_SECONDS = 10;

/** Whole seconds as m:ss (minutes are not wrapped into hours): 75 → '1:15'. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface VideoSeekEvent {
  /** Where to go, in seconds, already kept inside the video. */
  seconds: number;
  /** A 10 s skip (button or key) or the progress slider. */
  by: 'skip' | 'slider';
}

/** A language the video's captions come in. */
export interface VideoCaptionTrack {
  languageCode: string;
  /** The language's name, as the reader reads it. */
  label: string;
}

/** The captions: shown or not, the languages there are (once known) and the one shown. */
export interface VideoCaptions {
  on: boolean;
  tracks: readonly VideoCaptionTrack[];
  languageCode?: string;
}

export interface VideoPlayerLabels {
  /** Names the player as a region ('Video player'). */
  region: string;
  play: string;
  pause: string;
  /** 'Back 10 seconds'. */
  back: string;
  /** 'Forward 10 seconds'. */
  forward: string;
  /** Names the progress slider ('Seek'). */
  seek: string;
  /** The slider's spoken value from the two clocks: '1:15 of 10:00'. */
  position: (elapsed: string, total: string) => string;
  /** Names the speed choice ('Playback speed'). */
  speed: string;
  fullscreen: string;
  exitFullscreen: string;
  /** Names the captions button ('Captions'); it says on or off by being pressed or not. */
  captions: string;
  /** Names the captions' language choice ('Captions language'). */
  captionsLanguage: string;
}

export interface VideoPlayerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The video itself; it fills the 16:9 stage. */
  media: ReactNode;
  /** Drawn over the video (a pause picture, a notice); it takes the pointer, the controls stay usable. */
  overlay?: ReactNode;
  playing: boolean;
  /** Seconds played so far and the video's length; 0 while the length is unknown. */
  currentTime: number;
  duration: number;
  playbackRate: number;
  fullscreen: boolean;
  /** No video to control yet (loading, failed): the controls are shown but cannot be used. */
  disabled?: boolean;
  onTogglePlay: () => void;
  onSeek: (event: VideoSeekEvent) => void;
  onPlaybackRateChange: (rate: number) => void;
  onToggleFullscreen: () => void;
  /** With captions, a CC button (and the c key) turns them on and off; with several languages, a choice of one. */
  captions?: VideoCaptions;
  onToggleCaptions?: () => void;
  onCaptionsLanguageChange?: (event: { languageCode: string }) => void;
  /** Writes a clock in the reader's digits; m:ss by default. */
  formatTime?: (seconds: number) => string;
  /** Writes a speed in the reader's digits; '1.5x' by default. */
  formatRate?: (rate: number) => string;
  labels: VideoPlayerLabels;
}

const isFormField = (target: EventTarget) => target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * A video stage with its own controls: play or pause, back and forward 10 s, a progress slider with a
 * spoken value, the elapsed and total time, the speed and fullscreen. It draws and reports; the caller
 * owns the video. Keys work anywhere inside: space or k plays and pauses, j and l skip 10 s, the arrow
 * keys skip 10 s in the reading direction (so in Arabic the left arrow goes forward), f toggles
 * fullscreen and c the captions. Letters are read by key position, so they work on an Arabic keyboard layout too.
 */
export const VideoPlayer = forwardRef<HTMLDivElement, VideoPlayerProps>(function VideoPlayer(
  {
    media,
    overlay,
    playing,
    currentTime,
    duration,
    playbackRate,
    fullscreen,
    disabled = false,
    onTogglePlay,
    onSeek,
    onPlaybackRateChange,
    onToggleFullscreen,
    captions,
    onToggleCaptions,
    onCaptionsLanguageChange,
    formatTime = formatClock,
    formatRate = (rate) => `${rate}x`,
    labels,
    className,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const clamp = (seconds: number) => Math.min(Math.max(seconds, 0), duration > 0 ? duration : seconds);
  const skip = (by: number) => onSeek({ seconds: clamp(currentTime + by), by: 'skip' });
  const elapsedText = formatTime(Math.min(currentTime, duration || currentTime));
  const totalText = formatTime(duration);

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (disabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isFormField(event.target)) return;
    const backwards = getComputedStyle(event.currentTarget).direction === 'rtl';
    const onButton = event.target instanceof HTMLButtonElement;
    switch (event.key === 'ArrowLeft' || event.key === 'ArrowRight' ? event.key : event.code) {
      case 'Space':
        // A focused button's own press is its space.
        if (onButton) return;
        onTogglePlay();
        break;
      case 'KeyK':
        onTogglePlay();
        break;
      case 'KeyJ':
        skip(-SKIP_SECONDS);
        break;
      case 'KeyL':
        skip(SKIP_SECONDS);
        break;
      case 'ArrowLeft':
        skip(backwards ? SKIP_SECONDS : -SKIP_SECONDS);
        break;
      case 'ArrowRight':
        skip(backwards ? -SKIP_SECONDS : SKIP_SECONDS);
        break;
      case 'KeyF':
        onToggleFullscreen();
        break;
      case 'KeyC':
        if (!captions || !onToggleCaptions) return;
        onToggleCaptions();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    // The region listens for the keys pressed on its own controls (they bubble here); it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      role="region"
      aria-label={labels.region}
      className={cx(styles.player, className)}
      data-fullscreen={fullscreen}
      onKeyDown={handleKey}
      {...rest}
    >
      <div className={styles.stage}>
        <div className={styles.media}>{media}</div>
        {overlay !== undefined && overlay !== null && overlay !== false && <div className={styles.overlay}>{overlay}</div>}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={onTogglePlay} disabled={disabled} aria-label={playing ? labels.pause : labels.play}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={styles.control} onClick={() => skip(-SKIP_SECONDS)} disabled={disabled} aria-label={labels.back}>
          <SkipIcon />
        </button>
        <button type="button" className={styles.control} onClick={() => skip(SKIP_SECONDS)} disabled={disabled} aria-label={labels.forward}>
          <SkipIcon forward />
        </button>
        <div className={styles.seek}>
          <input
            type="range"
            className={styles.slider}
            min={0}
            max={duration > 0 ? duration : 0}
            step="any"
            value={Math.min(currentTime, duration)}
            disabled={disabled || duration <= 0}
            aria-label={labels.seek}
            aria-valuetext={labels.position(elapsedText, totalText)}
            onChange={(event) => onSeek({ seconds: clamp(Number(event.currentTarget.value)), by: 'slider' })}
          />
          <span className={styles.time} aria-hidden="true">
            <bdi>{elapsedText}</bdi> / <bdi>{totalText}</bdi>
          </span>
        </div>
        {captions && (
          <button
            type="button"
            className={cx(styles.control, styles.end)}
            onClick={onToggleCaptions}
            disabled={disabled}
            aria-label={labels.captions}
            aria-pressed={captions.on}
          >
            <CaptionsIcon />
          </button>
        )}
        {captions?.on && captions.tracks.length > 1 && (
          <select
            className={styles.choice}
            value={captions.languageCode ?? ''}
            disabled={disabled}
            aria-label={labels.captionsLanguage}
            onChange={(event) => onCaptionsLanguageChange?.({ languageCode: event.currentTarget.value })}
          >
            {captions.tracks.map((track) => (
              <option key={track.languageCode} value={track.languageCode}>
                {track.label}
              </option>
            ))}
          </select>
        )}
        <select
          className={cx(styles.choice, !captions && styles.end)}
          value={String(playbackRate)}
          disabled={disabled}
          aria-label={labels.speed}
          onChange={(event) => onPlaybackRateChange(Number(event.currentTarget.value))}
        >
          {PLAYBACK_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {formatRate(rate)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.control}
          onClick={onToggleFullscreen}
          disabled={disabled}
          aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
        >
          <FullscreenIcon exit={fullscreen} />
        </button>
      </div>
    </div>
  );
});
