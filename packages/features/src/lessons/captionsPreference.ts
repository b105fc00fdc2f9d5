/*
 * Captions on or off, and in which language, remembered in this browser across lessons and visits
 * (docs/product/learning.md#captions). A browser that keeps nothing (private windows, storage refused)
 * simply starts with captions off.
 */

export interface CaptionsPreference {
  on: boolean;
  /** The language last chosen; YouTube's default track until one is. */
  languageCode?: string;
}

export const CAPTIONS_STORAGE_KEY = 'manara.captions';

export function readCaptionsPreference(): CaptionsPreference {
  try {
    const saved = JSON.parse(window.localStorage.getItem(CAPTIONS_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return { on: false };
    const { on, languageCode } = saved as Record<string, unknown>;
    return { on: on === true, ...(typeof languageCode === 'string' && languageCode !== '' ? { languageCode } : {}) };
  } catch {
    return { on: false };
  }
}

export function saveCaptionsPreference(preference: CaptionsPreference): void {
  try {
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, JSON.stringify(preference));
  } catch {
    // Not kept: the choice holds for this lesson only.
  }
}
