import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AdminCourseResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, storedFiles } from '../src/db/schema';
import { localDiskStorage } from '../src/uploads/local-disk-storage';
import { ORPHAN_GRACE_MS, ledgeredStorage, sweepOrphanedFiles } from '../src/uploads/stored-files';
import { ROOMY_RATE_LIMITS, useAccountsApi } from './support/accounts-api';
import { signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { fileOf, picture } from './support/pictures';
import { expectSuccess } from './support/responses';

const FIELDS = { title: 'Essay Clinic', description: 'Drafts read line by line.', category: 'Manara', currentPrice: '100' };

describe.each(testDrivers())('the ledger of stored pictures on $name', (driver) => {
  const api = useAccountsApi(driver, { rateLimits: ROOMY_RATE_LIMITS });
  const storage = () => localDiskStorage(api.uploadDir);
  const later = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
  const filesOnDisk = async () =>
    existsSync(api.uploadDir)
      ? (await readdir(api.uploadDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(api.uploadDir, path.join(entry.parentPath, entry.name)))
          .sort()
      : [];
  const ledger = async () => (await api.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key).sort();

  async function courseWithPicture(token: string, id?: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
    form.append('image', fileOf(await picture('png', { width: 64, height: 64 }), 'cover.png', 'image/png'));
    const response = await api.send(id ? 'PATCH' : 'POST', id ? `/api/admin/courses/${id}` : '/api/admin/courses', { token, form });
    return (await expectSuccess(response, AdminCourseResponseSchema, id ? 200 : 201)).data.course;
  }

  it('enters every picture the API stores, strikes off those it deletes, and never sweeps one in use', async () => {
    const boss = await signedInAdmin(api);
    const course = await courseWithPicture(boss.token);
    const first = course.image?.public_id ?? '';
    expect(await ledger()).toEqual([`${first}/card.webp`, `${first}/page.webp`]);
    await courseWithPicture(boss.token, course._id);
    const [saved] = await api.db.select({ key: courses.imageKey }).from(courses).where(eq(courses.id, course._id));
    const second = saved?.key ?? '';
    expect(await ledger()).toEqual([`${second}/card.webp`, `${second}/page.webp`]);
    expect(await filesOnDisk()).toEqual(await ledger());

    expect(await sweepOrphanedFiles(api.db, storage(), later())).toEqual([]);
    expect(await filesOnDisk()).toEqual([`${second}/card.webp`, `${second}/page.webp`]);
  });

  it('deletes, after the grace period, a picture stored for a save that never happened, and one a saved change replaced', async () => {
    const boss = await signedInAdmin(api);
    const course = await courseWithPicture(boss.token);
    const kept = course.image?.public_id ?? '';
    // As if the server died between storing the file and saving the course that would point at it…
    const ledgered = ledgeredStorage(api.db, storage());
    await ledgered.put('courses/never-saved/page.webp', new Uint8Array([1]), 'image/webp');
    // …and between saving a new picture and deleting the old one.
    await ledgered.put('courses/replaced-by-a-save/page.webp', new Uint8Array([2]), 'image/webp');
    await api.db.update(courses).set({ imageKey: 'courses/replaced-by-a-save' }).where(eq(courses.id, course._id));

    // Within the grace period a file may still be on its way to a save: nothing goes.
    expect(await sweepOrphanedFiles(api.db, storage(), new Date())).toEqual([]);
    expect((await sweepOrphanedFiles(api.db, storage(), later())).sort()).toEqual([`${kept}/card.webp`, `${kept}/page.webp`, 'courses/never-saved/page.webp'].sort());
    const files = await filesOnDisk();
    expect(files).toContain('courses/replaced-by-a-save/page.webp');
    expect(files.filter((file) => file.startsWith(kept) || file.includes('never-saved'))).toEqual([]);
    expect(await ledger()).toEqual(files);
  });
});
