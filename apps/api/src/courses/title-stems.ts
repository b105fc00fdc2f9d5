import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses } from '../db/schema';
import { stemSearchText } from '../search/normalize';

/**
 * Stems the titles of courses written before titles were stemmed (their `title_stems` is empty, which no
 * stemmed title is: it starts with a space). Run at start, after the migrations; answers how many it stemmed.
 */
export async function fillTitleStems(db: Database): Promise<number> {
  const unstemmed = await db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.titleStems, ''));
  for (const { id, title } of unstemmed) await db.update(courses).set({ titleStems: stemSearchText(title) }).where(eq(courses.id, id));
  return unstemmed.length;
}
