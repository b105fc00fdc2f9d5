import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, request, test, type Page, type Response } from '@playwright/test';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { fakeYouTubeScript } from '../packages/api-client/src/mocks/youtube';
import { HOME, signIn, verifiedNewcomer } from './support/accounts';
import { courseTitled } from './support/catalogue';

/*
 * The core loop against the real server: enrol, watch, resume, finish, prove it. YouTube is the
 * stand-in the test serves at the IFrame API's address (every video lasts 10 s on the page's clock);
 * the course is the end-to-end run's own, three lessons measured at 10 s (decision 060).
 */

const COURSE = 'Three Short Lessons';
const IFRAME_API = 'https://www.youtube.com/iframe_api';

async function serveFakeYouTube(page: Page) {
  await page.route(IFRAME_API, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeScript({ defaultDuration: 10 }) }));
  // The frame the element draws before the stand-in takes it over.
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
}


/**
 * A new learner, signed in, the stand-in YouTube served. The server takes 10 sign-ups an hour from one
 * address and the whole run comes from one, so these tests make two accounts between them.
 */
async function signedInNewcomer(page: Page, first: string, last: string) {
  const learner = await verifiedNewcomer(page.request, first, last);
  const course = await courseTitled(page.request, COURSE);
  await serveFakeYouTube(page);
  await signIn(page, learner);
  await expect(page).toHaveURL(HOME);
  return { learner, course };
}

/** Enrols in the short course: free, so Enroll Now leads straight to its lessons. */
async function enrol(page: Page, courseId: string) {
  await page.goto(`/CoursePage/${courseId}`);
  await page.getByRole('button', { name: 'Enroll Now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/lessons$`));
}

/** The private lessons' video ids, as an admin (who may watch every lesson) reads them. */
async function privateVideoIds(page: Page, courseId: string) {
  // A program of its own, as an API client is: the admin's sign-in must not land in the learner's browser.
  const api = await request.newContext({ baseURL: new URL(page.url()).origin });
  const login = await api.post('/api/users/login', { data: { email: 'admin@manara.local', password: 'Manara#Admin1' } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const lessons = await api.get(`/api/lessons/courses/${courseId}/lessons`, { headers: { Authorization: `Bearer ${token}` } });
  const found = ((await lessons.json()) as { data: { lessons: Array<{ isPrivate: boolean; videoUrl?: string }> } }).data.lessons;
  await api.dispose();
  return found
    .filter((lesson) => lesson.isPrivate)
    .map((lesson) => /[\w-]{11}$/.exec(lesson.videoUrl ?? '')?.[0] ?? '');
}

const player = (page: Page, name = 'Video player') => page.getByRole('region', { name });

/** Plays the lesson on screen to its end at 2x, as a learner in a hurry would. */
async function watchToTheEnd(page: Page, { pause = 'Pause', speed = 'Playback speed', region = 'Video player' } = {}) {
  await expect(player(page, region).getByRole('button', { name: pause })).toBeVisible();
  await player(page, region).getByRole('combobox', { name: speed }).selectOption('2');
}

test.describe('the lesson player', () => {
  test('a learner without the free course is offered to enrol (no private video reaches them), then enrols, watches it to its end and gets a certificate anyone can verify', async ({
    page,
    browser,
  }) => {
    // Three lessons played in real time, a certificate verified, then revoked by an admin.
    test.setTimeout(180_000);
    const responses: Response[] = [];
    const collect = (response: Response) => {
      if (response.url().includes('/api/')) responses.push(response);
    };
    page.on('response', collect);
    const { learner, course } = await signedInNewcomer(page, 'Nour', 'Adel');
    await page.goto(`/course/${course._id}/lessons`);
    // The course is free: the page offers to enrol here, and its page is one address away.
    await expect(page.getByRole('heading', { level: 1, name: 'This course is free' })).toBeVisible();
    await expect(page.getByText('Enroll for free to watch its lessons.')).toBeVisible();
    await page.goto(`/CoursePage/${course._id}`);
    await expect(page).toHaveURL(new RegExp(`/CoursePage/${course._id}$`));
    await expect(page.getByRole('button', { name: 'Enroll Now' }).first()).toBeVisible();
    page.off('response', collect);
    const bodies = await Promise.all(responses.map((response) => response.text().catch(() => '')));
    const privateVideos = await privateVideoIds(page, course._id);
    expect(privateVideos).toHaveLength(2);
    for (const id of privateVideos) expect(id).toMatch(/^[\w-]{11}$/);
    expect(bodies.length).toBeGreaterThan(2);
    for (const body of bodies) for (const id of privateVideos) expect(body).not.toContain(id);

    await enrol(page, course._id);
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByText('First steps (1/3)')).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', '0/3 lessons · 0%');

    await watchToTheEnd(page);
    const notice = page.getByRole('status').filter({ hasText: 'Lesson Completed!' });
    await expect(notice).toContainText('1/3 lessons completed', { timeout: 15_000 });
    await expect(progress).toHaveAttribute('aria-valuetext', '1/3 lessons · 33%');

    const outline = page.getByRole('navigation', { name: 'Course content' });
    await outline.getByRole('button', { name: /Second steps/ }).click();
    await expect(page.getByText('Second steps (2/3)')).toBeVisible();
    await watchToTheEnd(page);
    await expect(notice).toContainText('2/3 lessons completed', { timeout: 15_000 });

    await outline.getByRole('button', { name: /Last steps/ }).click();
    await watchToTheEnd(page);
    await expect(notice).toContainText('3/3 lessons completed', { timeout: 15_000 });
    await expect(notice).toContainText('Course Complete! Check your certificate!');
    await expect(progress).toHaveAttribute('data-state', 'completed');
    const celebration = page.getByRole('region', { name: 'Congratulations!' });

    // The certificate, drawn in a dialog, downloads as a 1200x900 PNG named from the learner and the course.
    await celebration.getByRole('button', { name: 'Show Certificate' }).click();
    const dialog = page.getByRole('dialog', { name: COURSE });
    await expect(dialog.getByRole('img', { name: `Certificate for ${learner.first} ${learner.last}` })).toHaveAttribute('data-drawn', 'true');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Certificate' }).click()]);
    expect(download.suggestedFilename()).toBe(`${learner.first}-${learner.last}_Three-Short-Lessons_certificate.png`);
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 900]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // My Certificates lists it.
    await celebration.getByRole('link', { name: 'View Certificate' }).click();
    await expect(page).toHaveURL(/\/certificates$/);
    await expect(page.getByRole('article').filter({ hasText: COURSE })).toContainText('3 lessons completed · 100% complete');

    // Signed out, the address in the downloaded certificate's QR code shows it, and its Open Badge verifies
    // with the served key.
    // The page's own request context: the browser's session cookie rides with it.
    const completed = await page.request.get('/api/completion/completed-courses');
    const [record] = ((await completed.json()) as { data: { completedCourses: Array<{ certificateId: string; course: { _id: string } }> } }).data.completedCourses;
    expect(record?.course._id).toBe(course._id);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
    expect(qr?.data).toBe(new URL(`/certificate/${record?.certificateId}`, page.url()).href);
    const visitor = await browser.newPage();
    await visitor.goto(qr?.data ?? '');
    await expect(visitor.getByText(`${learner.first} ${learner.last}`)).toBeVisible();
    await expect(visitor.getByText(COURSE)).toBeVisible();
    // Titled as its link preview names it, and only once.
    await expect(visitor).toHaveTitle(`Certificate: ${learner.first} ${learner.last}, ${COURSE} | Manara`);
    expect(await visitor.locator('title').count()).toBe(1);
    const [badge] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Download Open Badge' }).click()]);
    const jwt = (await readFile(await badge.path(), 'utf8')).trim();
    const { kid } = decodeProtectedHeader(jwt);
    const key = (await (await visitor.request.get(String(kid))).json()) as JWK;
    const { payload } = await jwtVerify(jwt, createLocalJWKSet({ keys: [{ ...key, kid: String(kid) }] }));
    expect(String(payload.jti)).toContain(String(record?.certificateId));

    // An admin revokes it from its page, with a reason: the page and the badge's status list say so to anyone.
    const status = payload.credentialStatus as { statusListCredential: string; statusListIndex: string };
    const isRevoked = async () => {
      const list = await visitor.request.get(status.statusListCredential);
      expect(list.headers()['access-control-allow-origin']).toBe('*');
      const { payload: listPayload } = await jwtVerify((await list.text()).trim(), createLocalJWKSet({ keys: [{ ...key, kid: String(kid) }] }));
      const encoded = (listPayload.credentialSubject as { encodedList: string }).encodedList;
      const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
      const index = Number(status.statusListIndex);
      return ((bits[Math.floor(index / 8)] ?? 0) & (0x80 >> index % 8)) !== 0;
    };
    expect(await isRevoked()).toBe(false);
    const adminPage = await browser.newPage();
    await signIn(adminPage, { email: 'admin@manara.local', password: 'Manara#Admin1' });
    // Signed in before going on: leaving the page sooner cancels the sign-in on its way.
    await expect(adminPage).toHaveURL(HOME);
    await adminPage.goto(qr?.data ?? '');
    await adminPage.getByRole('button', { name: 'Revoke certificate' }).click();
    const revoke = adminPage.getByRole('dialog', { name: 'Revoke this certificate?' });
    await revoke.getByRole('textbox', { name: 'Reason (shown on this page)' }).fill('Issued in error.');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Certificate revoked' })).toBeVisible();
    await adminPage.close();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate revoked' })).toBeVisible();
    // Revoked, it names no one, in its head nor its title.
    await expect(visitor).toHaveTitle('Revoked certificate | Manara');
    await expect(visitor.getByText('Issued in error.')).toBeVisible();
    expect(await isRevoked()).toBe(true);
    await visitor.close();
  });

  test('with YouTube blocked the player says so and Try Again plays once it is let through; leaving in the middle of a lesson and coming back through My Courses resumes within 2 s of where it stopped; in Arabic, the lesson watched to its end says so', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { course } = await signedInNewcomer(page, 'Karim', 'Fathy');
    // A network that blocks YouTube: the IFrame API's script fails, until it is let through to the stand-in.
    let blocked = true;
    let scriptRequests = 0;
    await page.route(IFRAME_API, (route) => {
      scriptRequests += 1;
      return blocked ? route.abort('blockedbyclient') : route.fallback();
    });
    await enrol(page, course._id);
    const failure = page.getByRole('alert').filter({ hasText: 'The video could not load' });
    await expect(failure).toContainText('may be blocked on this network');
    await expect(player(page).getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Course content' }).getByRole('button', { name: /Second steps/ })).toBeEnabled();
    blocked = false;
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(failure).toHaveCount(0);
    expect(scriptRequests).toBe(2);
    // A first report opens the clock; a few seconds in, the learner pauses and leaves.
    await page.waitForTimeout(4000);
    await player(page).getByRole('button', { name: 'Pause' }).click();
    const stoppedAt = Number(await player(page).getByRole('slider', { name: 'Seek' }).inputValue());
    expect(stoppedAt).toBeGreaterThan(2);
    // My Courses shows the course started, and Continue learning opens it where it stopped.
    await page.goto('/mycourses');
    const card = page.getByRole('article').filter({ hasText: COURSE });
    await expect(card.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuetext', '0/3 lessons · 0%');
    await card.getByRole('button', { name: 'Continue learning' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course._id}/lessons$`));

    const resume = (await page.getByText(/^Resume from \d+:\d\d$/).textContent()) ?? '';
    const [minutes, seconds] = resume.replace('Resume from ', '').split(':');
    expect(Math.abs(Number(minutes) * 60 + Number(seconds) - stoppedAt)).toBeLessThanOrEqual(2);
    await expect
      .poll(async () => Math.abs(Number(await player(page).getByRole('slider', { name: 'Seek' }).inputValue()) - stoppedAt))
      .toBeLessThanOrEqual(2);

    // The player has the page to itself; the language is chosen in the site's header.
    await page.goto('/courses');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/courses$/);
    // Followed before the site's code has started, the switch is a plain link: the Arabic page remembers it.
    await page.waitForLoadState();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto(`/course/${course._id}/lessons`);
    await expect(page.getByRole('navigation', { name: 'محتوى الدورة' })).toBeVisible();
    await watchToTheEnd(page, { pause: 'إيقاف مؤقت', speed: 'سرعة التشغيل', region: 'مشغّل الفيديو' });
    const notice = page.getByRole('status').filter({ hasText: 'اكتمل الدرس!' });
    await expect(notice).toContainText('اكتمل ١ من ٣ دروس', { timeout: 15_000 });
    await expect(page.getByRole('progressbar', { name: 'التقدّم' })).toHaveAttribute('aria-valuetext', '١/٣ دروس · ٣٣٪');
  });

  test("a course's other address, /courses/{id}, leads to its page; signed out, the lessons lead to /login", async ({ page }) => {
    const course = await courseTitled(page.request, COURSE);
    await page.goto(`/courses/${course._id}`);
    await expect(page).toHaveURL(new RegExp(`/CoursePage/${course._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await page.goto(`/course/${course._id}/lessons`);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === `/course/${course._id}/lessons`);
  });

  test('a blocked learner sees the blocked notice, with the reason, instead of the lessons', async ({ page }) => {
    const course = await courseTitled(page.request, COURSE);
    await serveFakeYouTube(page);
    await signIn(page, { email: 'blocked@manara.local', password: 'Manara#Block1' });
    await expect(page).toHaveURL(HOME);
    await page.goto(`/course/${course._id}/lessons`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Blocked' })).toBeVisible();
    await expect(page.getByText('Sharing paid course videos outside Manara.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0);
  });

});
