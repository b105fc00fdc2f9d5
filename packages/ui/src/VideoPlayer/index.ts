export { formatClock, PLAYBACK_RATES, SKIP_SECONDS, VideoPlayer } from './VideoPlayer';
export type { VideoPlayerLabels, VideoPlayerProps, VideoSeekEvent } from './VideoPlayer';
