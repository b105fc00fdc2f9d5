/* The IFrame API's loader is shared with the admin's length measurement (decisions 044 and 060). */
export { loadYouTubeApi } from '../shared/youtube';

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
