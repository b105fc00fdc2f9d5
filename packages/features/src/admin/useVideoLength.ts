import { youtubeVideoId } from '@manara/api-client/schemas';
import { useEffect, useState } from 'react';
import { measureVideoLength } from '../shared/youtube';
import { MEASURE_DEBOUNCE_MS } from './constants';
import { useDebouncedValue } from './useDebouncedValue';

export type VideoLength =
  | { state: 'none' }
  | { state: 'measuring'; videoId: string }
  | { state: 'measured'; videoId: string; seconds: number }
  | { state: 'failed'; videoId: string };

/**
 * The length of the YouTube video a link names, measured by a hidden player in this browser once the link
 * has stayed the same a moment (decision 060); 'none' while the link names no video.
 */
export function useVideoLength(videoUrl: string, youtubeApiUrl: string): VideoLength {
  const settled = useDebouncedValue(videoUrl, MEASURE_DEBOUNCE_MS);
  const videoId = youtubeVideoId(settled.trim());
  const [result, setResult] = useState<VideoLength>({ state: 'none' });
  useEffect(() => {
    if (videoId === undefined) return;
    let current = true;
    measureVideoLength(videoId, youtubeApiUrl).then(
      (seconds) => current && setResult({ state: 'measured', videoId, seconds }),
      () => current && setResult({ state: 'failed', videoId }),
    );
    return () => {
      current = false;
    };
  }, [videoId, youtubeApiUrl]);
  if (videoId === undefined) return { state: 'none' };
  // A result for another link is not this one's: this one is still being measured.
  return result.state !== 'none' && result.videoId === videoId ? result : { state: 'measuring', videoId };
}
