import type { VideoCaptions, VideoCaptionTrack } from '@manara/ui';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { readCaptionsPreference, saveCaptionsPreference, type CaptionsPreference } from './captionsPreference';

/** The IFrame API's player, as far as the captions use it. */
export interface YouTubeCaptionsApi {
  loadModule(module: string): void;
  unloadModule(module: string): void;
  getOption(module: string, option: string): unknown;
  setOption(module: string, option: string, value: unknown): void;
  addEventListener(event: string, listener: () => void): void;
}

/** What of the video element the captions use: its IFrame API player and its own text tracks. */
export interface CaptionedVideo {
  readonly api?: YouTubeCaptionsApi | null;
  readonly textTracks?: TextTrackList;
}

interface YouTubeTrack {
  languageCode?: unknown;
  displayName?: unknown;
}

/** The captions module's `tracklist` (undefined while the module is not loaded), named in the reader's language. */
function captionTracks(api: YouTubeCaptionsApi, intlLocale: string): VideoCaptionTrack[] | undefined {
  const list = api.getOption('captions', 'tracklist');
  if (!Array.isArray(list)) return undefined;
  const names = new Intl.DisplayNames([intlLocale], { type: 'language', fallback: 'none' });
  return (list as YouTubeTrack[]).flatMap(({ languageCode, displayName }) => {
    if (typeof languageCode !== 'string' || languageCode === '') return [];
    let label: string | undefined;
    try {
      label = names.of(languageCode);
    } catch {
      // Not a language tag Intl knows: YouTube's own name for it.
    }
    return [{ languageCode, label: label ?? (typeof displayName === 'string' ? displayName : languageCode) }];
  });
}

const shownTrack = (api: YouTubeCaptionsApi) => {
  const track = api.getOption('captions', 'track') as YouTubeTrack | undefined;
  return typeof track?.languageCode === 'string' ? track.languageCode : undefined;
};

/**
 * The learner's captions (docs/product/learning.md#captions) through the IFrame API's captions module:
 * loaded shows them, unloaded hides them; its tracklist names the languages; a track is set by language.
 * The choice is remembered in the browser. `onReady` goes to the element's `loadedmetadata`.
 */
export function useYouTubeCaptions(video: RefObject<CaptionedVideo | null>, intlLocale: string) {
  const [choice, setChoice] = useState<CaptionsPreference>(readCaptionsPreference);
  // The same choice, for the IFrame API's events.
  const choiceRef = useRef(choice);
  const [tracks, setTracks] = useState<VideoCaptionTrack[]>([]);
  const [shownLanguage, setShownLanguage] = useState<string>();

  const apply = useCallback(() => {
    const youtube = video.current?.api;
    if (!youtube) return;
    const { on, languageCode } = choiceRef.current;
    const listed = captionTracks(youtube, intlLocale);
    if (listed) {
      setTracks(listed);
      setShownLanguage(shownTrack(youtube));
    }
    if (!on) {
      // YouTube may draw them by itself (the embed asks it to, for viewers who chose captions there).
      if (listed) youtube.unloadModule('captions');
      return;
    }
    if (!listed) {
      youtube.loadModule('captions');
      return;
    }
    const track = listed.find((candidate) => candidate.languageCode === languageCode) ?? (shownTrack(youtube) === undefined ? listed[0] : undefined);
    if (track && track.languageCode !== shownTrack(youtube)) youtube.setOption('captions', 'track', { languageCode: track.languageCode });
  }, [video, intlLocale]);

  // Ready: the module's changes (loaded, unloaded) are followed, and the learner's choice applied. The
  // element also sets YouTube's track from its own text tracks as they come (none showing: none): the
  // learner's choice is put back after it.
  const onReady = useCallback(() => {
    video.current?.api?.addEventListener('onApiChange', apply);
    video.current?.textTracks?.addEventListener('change', apply);
    apply();
  }, [video, apply]);

  const choose = (next: CaptionsPreference) => {
    choiceRef.current = next;
    setChoice(next);
    saveCaptionsPreference(next);
    apply();
  };

  const chosen = choice.languageCode !== undefined && tracks.some((track) => track.languageCode === choice.languageCode) ? choice.languageCode : undefined;
  const languageCode = chosen ?? shownLanguage ?? tracks[0]?.languageCode;
  const captions: VideoCaptions = { on: choice.on, tracks, ...(languageCode === undefined ? {} : { languageCode }) };

  return {
    captions,
    onReady,
    toggle: () => choose({ ...choice, on: !choice.on }),
    chooseLanguage: ({ languageCode: code }: { languageCode: string }) => choose({ on: true, languageCode: code }),
  };
}
