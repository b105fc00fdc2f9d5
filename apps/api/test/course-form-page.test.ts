import {
  AdminCourseResponseSchema,
  AdminInstructorResponseSchema,
  AdminInstructorsResponseSchema,
  AuditLogResponseSchema,
  CourseDetailResponseSchema,
  CoursesPageResponseSchema,
} from '@manara/api-client/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ROOMY_RATE_LIMITS, useAccountsApi } from './support/accounts-api';
import { signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { FAKE_SERVER_BUILD } from './support/fake-site';
import { fileOf, picture } from './support/pictures';
import { expectSuccess } from './support/responses';

/*
 * The course form is the course page (decision 079): every field an admin fills in is on the page the server
 * draws, in the course's language, and the rules' words name the fields as the form labels them.
 */

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char);
/** The list `name` of the drawn page: the language it is marked with, and its points in order. */
const listOf = (html: string, name: string) => {
  const [, marks = '', points = ''] = new RegExp(`<ul class="${name}"([^>]*)>([\\s\\S]*?)</ul>`).exec(html) ?? [];
  return { marks, points: [...points.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]) };
};

describe.each(testDrivers())('the course form and the course page on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, rateLimits: ROOMY_RATE_LIMITS, fakeSite: { serverBuild: FAKE_SERVER_BUILD } });

  it('creates an instructor with a photo, a course with every field, and the drawn course page shows each of them', async () => {
    const boss = await signedInAdmin(api);
    const form = new FormData();
    form.append('name', 'Mona Adel');
    form.append('title', 'Admissions Advisor');
    form.append('bio', 'Ten years of scholarship files.\nShe reads every essay twice.');
    form.append('photo', fileOf(await picture('jpeg', { width: 600, height: 400 }), 'mona.jpg', 'image/jpeg'));
    const instructor = (await expectSuccess(await api.send('POST', '/api/admin/instructors', { token: boss.token, form }), AdminInstructorResponseSchema, 201)).data.instructor;
    expect(instructor).toMatchObject({ name: 'Mona Adel', title: 'Admissions Advisor', bio: 'Ten years of scholarship files.\nShe reads every essay twice.' });
    expect(instructor.profilePicture).toMatch(/^\/uploads\/instructors\/[A-Za-z0-9_-]{32}\.webp$/);
    const photo = await api.send('GET', instructor.profilePicture ?? '');
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(192);
    const listed = (await expectSuccess(await api.send('GET', '/api/admin/instructors', { token: boss.token }), AdminInstructorsResponseSchema)).data.instructors;
    expect(listed.find((one) => one._id === instructor._id)).toEqual(instructor);

    const fields = {
      title: 'كتابة المقال الشخصي',
      description: 'من المسودة الأولى إلى النسخة الأخيرة.',
      category: 'Manara',
      currentPrice: 300,
      oldPrice: 450,
      instructor: instructor._id,
      tagline: 'مقال يُقرأ حتى آخره',
      learningPoints: ['اختيار القصة', 'كتابة المسودة', 'المراجعة'],
      targetAudience: ['المتقدمون للمنح', 'طلاب الدراسات العليا'],
      language: 'ar',
    };
    const created = (await expectSuccess(await api.send('POST', '/api/admin/courses', { token: boss.token, body: fields }), AdminCourseResponseSchema, 201)).data.course;
    expect(created).toMatchObject({ language: 'ar', instructor: { _id: instructor._id, name: 'Mona Adel' } });

    // Edited with a picture (multipart): the points reordered, one taken out, the audience emptied, and what is not sent kept.
    const edit = new FormData();
    for (const [name, value] of Object.entries({ title: fields.title, description: fields.description, category: 'Manara', currentPrice: '300' })) edit.append(name, value);
    edit.append('learningPoints', JSON.stringify(['المراجعة', 'اختيار القصة']));
    edit.append('image', fileOf(await picture('png', { width: 800, height: 450 }), 'cover.png', 'image/png'));
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${created._id}`, { token: boss.token, form: edit }), AdminCourseResponseSchema);
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${created._id}`, { token: boss.token, body: { ...fields, learningPoints: ['المراجعة', 'اختيار القصة'], targetAudience: [] } }), AdminCourseResponseSchema);
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${created._id}/status`, { token: boss.token, body: { status: 'published' } }), AdminCourseResponseSchema);

    const detail = (await expectSuccess(await api.send('GET', `/api/courses/${created._id}`), CourseDetailResponseSchema)).data.course;
    expect(detail).toMatchObject({
      tagline: fields.tagline,
      learningPoints: ['المراجعة', 'اختيار القصة'],
      targetAudience: [],
      language: 'ar',
      oldPrice: 450,
      instructor: { name: 'Mona Adel', title: 'Admissions Advisor', bio: 'Ten years of scholarship files.\nShe reads every essay twice.', profilePicture: instructor.profilePicture },
    });
    expect(detail.image?.url).toMatch(/^\/uploads\/courses\//);

    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${created._id}`, { token: boss.token, body: fields }), AdminCourseResponseSchema);
    const response = await api.send('GET', `/CoursePage/${created._id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const rtl = ' lang="ar" dir="rtl"';
    expect(html).toContain(`<p class="tagline"${rtl}>${escapeText(fields.tagline)}</p>`);
    expect(listOf(html, 'learn')).toEqual({ marks: rtl, points: fields.learningPoints });
    expect(listOf(html, 'audience')).toEqual({ marks: rtl, points: fields.targetAudience });
    expect(html).toContain(`<img src="${instructor.profilePicture ?? ''}" alt=""><div${rtl}><p>Mona Adel</p><p>Admissions Advisor</p><p>Ten years of scholarship files.\nShe reads every essay twice.</p></div>`);

    const audit = (await expectSuccess(await api.send('GET', '/api/admin/audit?action=instructor.create', { token: boss.token }), AuditLogResponseSchema)).data.entries;
    expect(audit[0]).toMatchObject({ objectId: instructor._id, after: { name: 'Mona Adel' } });
    expect(api.unexpectedErrors).toEqual([]);
  });

  it('gives the seeded courses the language of their title', async () => {
    const listed = (await expectSuccess(await api.send('GET', '/api/courses?page=1&limit=50'), CoursesPageResponseSchema)).data.courses;
    const languages = new Set(listed.map((course) => [/[\u0600-\u06FF]/.test(course.title) ? 'ar' : 'en', course.language].join(' ')));
    expect(languages).toEqual(new Set(['ar ar', 'en en']));
  });

  it('refuses bad fields with sentences that name them as the form labels them', async () => {
    const boss = await signedInAdmin(api);
    const base = { title: 'Rules', description: 'Said in words.', category: 'Manara', currentPrice: 10 };
    const refused = async (body: Record<string, unknown>, path = '/api/admin/courses') => {
      const response = await api.send('POST', path, { token: boss.token, body });
      expect(response.status).toBe(400);
      return ((await response.json()) as { code: string; message: string }).message;
    };
    expect(await refused({ ...base, learningPoints: ['One', '  '] })).toContain("A point of What You'll Learn is empty");
    expect(await refused({ ...base, targetAudience: 'everyone' })).toContain('Target Audience must be a list of points');
    expect(await refused({ ...base, targetAudience: Array.from({ length: 21 }, (_, n) => `Point ${n}`) })).toContain('Target Audience can have at most 20 points');
    expect(await refused({ ...base, tagline: 'x'.repeat(201) })).toContain('Tagline must be at most 200 characters');
    expect(await refused({ ...base, language: 'fr' })).toContain('Language must be English or Arabic');
    expect(await refused({ name: 42 }, '/api/admin/instructors')).toContain('Name must be text');
    expect(await refused({ name: 'Someone', title: 'x'.repeat(101) }, '/api/admin/instructors')).toContain('Job Title must be at most 100 characters');
    expect(await refused({ name: '  ' }, '/api/admin/instructors')).toContain('Name is required');
  });
});
