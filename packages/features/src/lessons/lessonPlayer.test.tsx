import { buildPlayerLessons } from '@manara/api-client/mocks';
import type { Lesson } from '@manara/api-client';
import { describe, expect, it } from 'vitest';
import { durationLabel, groupIntoSections, localDigits } from './outline';
import { PlayedRanges } from './playedRanges';
import { youtubeVideoId } from '@manara/api-client/schemas';
import { embedUrl } from './youtube';

const lessons = buildPlayerLessons() as Lesson[];

describe('the outline', () => {
  it('groups lessons by section in the order each first appears, lessons without one under General', () => {
    const shuffled = [lessons[4], lessons[2], lessons[0], lessons[3], lessons[1]] as Lesson[];
    const sections = groupIntoSections(shuffled, 'General');
    expect(sections.map(({ index, title, lessons: grouped }) => [index, title, grouped.map((lesson) => lesson.order)])).toEqual([
      [1, 'Getting started', [1, 2]],
      [2, 'Your documents', [3, 4]],
      [3, 'General', [5]],
    ]);
  });

  it('a section seen again after another keeps its first place', () => {
    const back = { ...lessons[1], order: 6, _id: 'later', section: 'Getting started' } as Lesson;
    expect(groupIntoSections([...lessons, back], 'عام').map((section) => [section.title, section.lessons.length])).toEqual([
      ['Getting started', 3],
      ['Your documents', 2],
      ['عام', 1],
    ]);
  });

  it('writes lengths to two decimals or 00:00, and clocks, in the reader\'s digits', () => {
    expect(durationLabel(12.25, 'en')).toBe('12.25');
    expect(durationLabel(9, 'en')).toBe('9.00');
    expect(durationLabel(0, 'en')).toBe('00:00');
    expect(durationLabel(0, 'ar-EG')).toBe('٠٠:٠٠');
    expect(localDigits('3:42', 'ar-EG')).toBe('٣:٤٢');
    expect(localDigits('3:42', 'en')).toBe('3:42');
  });
});

describe('PlayedRanges', () => {
  it('grows a stretch while the position moves as the clock and the speed allow', () => {
    const ranges = new PlayedRanges();
    ranges.observe(10, 100, 1);
    ranges.observe(10.2, 100.2, 1);
    ranges.observe(11, 101, 1);
    // At 2x, a second of clock moves two of video.
    ranges.observe(13, 102, 2);
    expect(ranges.take()).toEqual([[10, 13]]);
    // What was taken is not sent again; the stretch goes on from where it was.
    ranges.observe(14, 103, 1);
    expect(ranges.take()).toEqual([[13, 14]]);
  });

  it('starts a new stretch at a jump the clock cannot explain, and at a cut', () => {
    const ranges = new PlayedRanges();
    ranges.observe(0, 0, 1);
    ranges.observe(5, 5, 1);
    ranges.observe(60, 5.2, 1);
    ranges.observe(62, 7.2, 1);
    ranges.cut();
    ranges.observe(30, 8, 1);
    ranges.observe(31, 9, 1);
    expect(ranges.take()).toEqual([
      [0, 5],
      [60, 62],
      [30, 31],
    ]);
  });

  it('going backwards is a jump, and an undelivered report goes with the next', () => {
    const ranges = new PlayedRanges();
    ranges.observe(20, 0, 1);
    ranges.observe(21, 1, 1);
    ranges.observe(5, 1.2, 1);
    ranges.observe(6, 2.2, 1);
    const lost = ranges.take();
    expect(lost).toEqual([
      [20, 21],
      [5, 6],
    ]);
    ranges.restore(lost);
    ranges.observe(7, 3.2, 1);
    expect(ranges.take()).toEqual([
      [20, 21],
      [5, 6],
      [6, 7],
    ]);
  });

  it('sends at most what one report carries, keeping the rest', () => {
    const ranges = new PlayedRanges();
    ranges.restore(Array.from({ length: 60 }, (_, i): [number, number] => [i * 10, i * 10 + 1]));
    expect(ranges.take()).toHaveLength(49);
    expect(ranges.take()).toHaveLength(11);
    expect(ranges.take()).toEqual([]);
  });
});

describe('YouTube addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=5', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s plays %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it('refuses what is not a YouTube video', () => {
    expect(youtubeVideoId('https://vimeo.com/123456789')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQextra')).toBeUndefined();
  });

  it('plays from the privacy-enhanced address, from the whole second to resume at', () => {
    expect(embedUrl('dQw4w9WgXcQ', 0)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('dQw4w9WgXcQ', 222.7)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?t=222');
  });
});
