/**
 * A PNG's file name from the student's and the course's names (docs/product/learning.md#my-certificates):
 * letters of any script kept, what file systems refuse dropped, spaces joined by hyphens.
 */
export function certificateFileName(learnerName: string, courseTitle: string): string {
  const part = (text: string) =>
    text
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .join('-');
  return `${[part(learnerName), part(courseTitle), 'certificate'].filter(Boolean).join('_')}.png`;
}
