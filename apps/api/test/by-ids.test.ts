import { randomUUID } from 'node:crypto';
import { CoursesByIdsResponseSchema, CoursesPageResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { testDrivers } from './support/drivers';
import { expectError, expectSuccess } from './support/responses';
import { useSeededApi } from './support/seeded-api';

describe.each(testDrivers())('POST /api/courses/by-ids on $name', (driver) => {
  const api = useSeededApi(driver);

  async function someIds(count: number) {
    const { courses } = (await expectSuccess(await api.request('/api/courses'), CoursesPageResponseSchema)).data;
    return courses.slice(0, count).map((course) => course._id);
  }
  const byIds = async (body: unknown) =>
    (await expectSuccess(await api.postJson('/api/courses/by-ids', body), CoursesByIdsResponseSchema)).data.courses;

  it('answers in the order asked, skipping unknown and malformed ids', async () => {
    const [a, b, c] = await someIds(3);
    const courses = await byIds({ ids: [c, randomUUID(), a, 'not-an-id', '', b] });
    expect(courses.map((course) => course._id)).toEqual([c, a, b]);
  });

  it('sends each course once when an id is repeated', async () => {
    const [a, b] = await someIds(2);
    const courses = await byIds({ ids: [b, a, b] });
    expect(courses.map((course) => course._id)).toEqual([b, a]);
  });

  it('answers an empty list with an empty list', async () => {
    expect(await byIds({ ids: [] })).toEqual([]);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await api.request('/api/courses/by-ids', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"ids": [',
    });
    await expectError(response, 400, 'Request body must be valid JSON');
  });

  it.each([
    [{}, 'ids is required'],
    [{ ids: 'abc' }, 'ids must be a list'],
    [{ ids: [1, 2] }, 'ids must be strings'],
    [{ ids: Array.from({ length: 101 }, () => randomUUID()) }, 'at most 100 ids at once'],
    [null, 'Request body must be a JSON object'],
    [['id'], 'Request body must be a JSON object'],
  ])('rejects the body %j with 400', async (body, message) => {
    await expectError(await api.postJson('/api/courses/by-ids', body), 400, message);
  });

  it('rejects an oversized body with 413', async () => {
    await expectError(await api.postJson('/api/courses/by-ids', { ids: [], padding: 'x'.repeat(100_000) }), 413);
  });
});
