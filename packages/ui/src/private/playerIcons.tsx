import { Icon, type IconProps } from './icons';

/*
 * The video player's icons, in a module of their own: a bundler puts a module in one chunk with every icon
 * any page uses, so beside the catalogue's and the alerts' they would reach every learner's first load.
 */

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
    </Icon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 5v14M16 5v14" strokeWidth={3} />
    </Icon>
  );
}

/** A turn back (or, mirrored, forward), for the 10 s skips; the button's name says how far. */
export function SkipIcon({ forward = false, ...props }: IconProps & { forward?: boolean }) {
  return (
    <Icon {...props}>
      <g transform={forward ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M4 12a8 8 0 1 0 2.5-5.8" />
        <path d="M4 3v4h4" />
        <path d="M12 8v4l2.5 1.5" />
      </g>
    </Icon>
  );
}

export function FullscreenIcon({ exit = false, ...props }: IconProps & { exit?: boolean }) {
  return (
    <Icon {...props}>
      {exit ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />}
    </Icon>
  );
}

/** Closed captions: 'CC' in a frame. */
export function CaptionsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M10.5 10.2a2 2 0 1 0 0 3.6M16.5 10.2a2 2 0 1 0 0 3.6" />
    </Icon>
  );
}
