export { formatClock, PLAYBACK_RATES, SKIP_SECONDS, VideoPlayer } from './VideoPlayer';
export type { VideoCaptions, VideoCaptionTrack, VideoPlayerLabels, VideoPlayerProps, VideoSeekEvent } from './VideoPlayer';
