import type { ProgressReportBody } from '@manara/api-client';
import { buildCourseDetail, FIXTURE_COURSE_ID, lessonsList, lessonsProgress, lessonsReport, usersProfile } from '@manara/api-client/mocks';
import { fakeYouTubeScript, installFakeYouTube, type FakeYouTube } from '@manara/api-client/mocks/youtube';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { CAPTIONS_STORAGE_KEY } from './captionsPreference';
import { LessonPlayerScreen } from './LessonPlayerScreen';

/** Every fixture video has captions in English and Arabic. */
const captionTracks = [
  { languageCode: 'en', languageName: 'English' },
  { languageCode: 'ar', languageName: 'Arabic' },
];

/** The stand-in YouTube's clock only moves when a story says so; the fixture videos last 90 s, the second 12:15. */
let youtube: FakeYouTube;
const installYouTube = () => {
  youtube = installFakeYouTube(window, {
    clock: 'manual',
    defaultDuration: 90,
    durations: { playerVid02: 735 },
    errors: { playerVid03: 150 },
    defaultCaptions: captionTracks,
  });
};

/**
 * The IFrame API's script as a network that blocks YouTube, then lets it through, serves it: refused
 * while `youtubeScript.blocked`, the stand-in (on the page's own clock) after. Each request is counted.
 */
const YOUTUBE_SCRIPT_PATH = '/stand-in/iframe_api';
const youtubeScript = { blocked: true, requests: 0 };
const youtubeScriptAsTheStorySays = http.get(`*${YOUTUBE_SCRIPT_PATH}`, () => {
  youtubeScript.requests += 1;
  if (youtubeScript.blocked) return HttpResponse.error();
  return new HttpResponse(fakeYouTubeScript({ defaultDuration: 90, defaultCaptions: captionTracks }), { headers: { 'Content-Type': 'text/javascript' } });
});
/** No IFrame API on the page yet, and its script blocked. */
const blockYouTube = () => {
  delete (window as { YT?: unknown }).YT;
  youtubeScript.blocked = true;
  youtubeScript.requests = 0;
};

const slow = { timeout: 5000 };
/** The line under the course's title: the lesson (its title set apart in a `<bdi>`) and where it is in the course. */
const lessonLine = (text: string) => (_content: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
/** Longer than the timed notices (4 s over a chosen lesson, 5 s for 'Lesson Completed!'), so the screenshot is of the settled page. */
const outlasting = { timeout: 7000 };
let loggedErrors: unknown[][] = [];

/** The narrowest screen the site is made for, and a common phone. */
const narrow = { viewport: { value: 'narrow', isRotated: false } };
const phone = { viewport: { value: 'phone', isRotated: false } };

/**
 * The progress reports as the stories below let them through: the connection can drop (every report
 * fails, as with no network) and come back, or the server can hold its answer until the story lets it
 * go. Through, the usual answer follows (`lessonsReport.default`).
 */
const reports = { down: false, held: undefined as Promise<void> | undefined, bodies: [] as ProgressReportBody[] };
const resetReports = () => {
  reports.down = false;
  reports.held = undefined;
  reports.bodies = [];
};
const reportsAsTheStorySays = [
  http.post('*/api/lessons/:id/progress', async ({ request }) => {
    reports.bodies.push((await request.clone().json()) as ProgressReportBody);
    if (reports.down) return HttpResponse.error();
    await reports.held;
    return undefined;
  }),
  lessonsReport.default,
];

/** The first lesson plays; once its opening report is in, the connection drops and the video ends. */
async function endWithoutConnection(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('button', { name: /^(Pause|إيقاف مؤقت)$/ }, slow);
  await waitFor(() => expect(reports.bodies).toHaveLength(1));
  reports.down = true;
  youtube.advance(90);
  return canvas.findByRole('alert', {}, slow);
}

/** Every part of `element` is inside it, and it inside the page: nothing to scroll sideways at 320 px. */
async function expectNothingOverflows(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  for (const part of element.querySelectorAll('*')) {
    const { left, right } = part.getBoundingClientRect();
    await expect([left, right], part.outerHTML.slice(0, 80)).toSatisfy(([l, r]: number[]) => (l ?? 0) >= box.left - 0.5 && (r ?? 0) <= box.right + 0.5);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

const meta = {
  title: 'Features/Learning/LessonPlayerScreen',
  component: LessonPlayerScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        narrow: { name: 'Narrow phone', styles: { width: '320px', height: '720px' }, type: 'mobile' },
        phone: { name: 'Phone', styles: { width: '360px', height: '780px' }, type: 'mobile' },
      },
    },
  },
  // The site draws the certificate with the certificates feature's viewer; here the call is checked.
  args: { courseId: FIXTURE_COURSE_ID, youtubeApiUrl: '/no-script-needed.js', renderCertificate: fn(() => null), onCourseCompleted: fn() },
  beforeEach: () => {
    installYouTube();
    window.localStorage.removeItem(CAPTIONS_STORAGE_KEY);
    return sessionAs('learner')();
  },
  decorators: [withSession],
} satisfies Meta<typeof LessonPlayerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing watched yet: the first lesson of the first section plays, with the course's outline beside it. */
export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Build Your Global Profile' }, slow)).toBeVisible();
    await expect(canvas.getByText(lessonLine('Why a global profile matters (1/5)'))).toBeVisible();
    const outline = canvas.getByRole('navigation', { name: 'Course content' });
    await expect(within(outline).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1 - Getting started',
      '2 - Your documents',
      '3 - General',
    ]);
    await expect(within(outline).getByRole('button', { name: /Why a global profile matters/ })).toHaveAttribute('aria-current', 'true');
    await expect(within(outline).getByRole('button', { name: /Your story in one page/ })).toHaveTextContent('12.25');
    await expect(within(outline).getByRole('button', { name: /Questions and answers/ })).toHaveTextContent('00:00');
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '0/5 lessons · 0%');
    // Autoplay: the controls say Pause once the video plays.
    const player = canvas.getByRole('region', { name: 'Video player' });
    await expect(await within(player).findByRole('button', { name: 'Pause' }, slow)).toBeEnabled();
    await waitFor(() => expect(within(player).getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:00 of 1:30'));
  },
};

/** Back where the learner left: the last lesson watched, at its saved second, said over the video. */
export const Resuming: Story = {
  parameters: { msw: { handlers: { lessonsProgress: lessonsProgress.resuming } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(lessonLine('Your story in one page (2/5)'), {}, slow)).toBeVisible();
    await expect(canvas.getByText('Resume from 3:42')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '1/5 lessons · 20%');
    await waitFor(() => expect(youtube.players()[0]?.getCurrentTime()).toBe(222), slow);
    await waitFor(() => expect(canvas.queryByText('Resume from 3:42')).not.toBeInTheDocument(), outlasting);
  },
};

/** Watching the last lesson to its end: 'Lesson Completed!' with the count, the course's words, and the celebration. */
export const LastLessonEnds: Story = {
  parameters: { msw: { handlers: { lessonsProgress: lessonsProgress.lastLessonLeft } } },
  play: async ({ canvas, userEvent, args }) => {
    const outline = await canvas.findByRole('navigation', { name: 'Course content' }, slow);
    await userEvent.click(within(outline).getByRole('button', { name: /Questions and answers/ }));
    await expect(canvas.getByText(lessonLine('Questions and answers (5/5)'))).toBeVisible();
    await canvas.findByRole('button', { name: 'Pause' }, slow);
    youtube.advance(90);
    const status = await canvas.findByText('Lesson Completed!', {}, slow);
    await expect(status.parentElement).toHaveTextContent('5/5 lessons completed');
    await expect(status.parentElement).toHaveTextContent('Course Complete! Check your certificate!');
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('data-state', 'completed');
    const celebration = canvas.getByRole('region', { name: 'Congratulations!' });
    await expect(within(celebration).getByRole('link', { name: 'View Certificate' })).toHaveAttribute('href', '/certificates');
    await expect(args.onCourseCompleted).toHaveBeenCalledTimes(1);
    await expect(args.renderCertificate).toHaveBeenLastCalledWith({ courseId: undefined, onClose: expect.any(Function) });
    await userEvent.click(within(celebration).getByRole('button', { name: 'Show Certificate' }));
    await expect(args.renderCertificate).toHaveBeenLastCalledWith({ courseId: FIXTURE_COURSE_ID, onClose: expect.any(Function) });
    await waitFor(() => expect(canvas.queryByText('Lesson Completed!')).not.toBeInTheDocument(), outlasting);
  },
};

/** Skipped through: the server did not count enough, so the lesson stays open and the learner is told why. */
export const EndedWithoutWatching: Story = {
  parameters: { msw: { handlers: { lessonsReport: lessonsReport.notCounted } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Pause' }, slow);
    youtube.advance(90);
    await expect(await canvas.findByText('Watch at least 90% of the lesson to complete it.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '0/5 lessons · 0%');
    await waitFor(() => expect(canvas.queryByText('Watch at least 90% of the lesson to complete it.')).not.toBeInTheDocument(), outlasting);
  },
};

/** The controls drive the video: pause shows the course's picture over it; forward 10 s moves it. */
export const Controls: Story = {
  play: async ({ canvas, userEvent }) => {
    const player = within(await canvas.findByRole('region', { name: 'Video player' }, slow));
    await userEvent.click(await player.findByRole('button', { name: 'Pause' }, slow));
    await expect(player.getByRole('button', { name: 'Play' })).toBeEnabled();
    await userEvent.click(player.getByRole('button', { name: 'Forward 10 seconds' }));
    await waitFor(() => expect(youtube.players()[0]?.getCurrentTime()).toBe(10));
    await waitFor(() => expect(player.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:10 of 1:30'));
    await userEvent.selectOptions(player.getByRole('combobox', { name: 'Playback speed' }), '1.5');
    await waitFor(() => expect(youtube.players()[0]?.getPlaybackRate()).toBe(1.5));
    // The new time shows over the picture for 1.5 s, then the paused picture alone.
    await waitFor(() => expect(player.getAllByText('0:10')).toHaveLength(1), slow);
  },
};

/** The video cannot be played: YouTube's code, in the product's words. */
export const PlayerError: Story = {
  parameters: { msw: { handlers: { lessonsProgress: lessonsProgress.lastLessonLeft } } },
  // The element logs the IFrame API's error as it passes it on: expected here, and checked.
  beforeEach: () => {
    const log = console.error;
    loggedErrors = [];
    console.error = (...args: unknown[]) => void loggedErrors.push(args);
    return () => {
      console.error = log;
    };
  },
  play: async ({ canvas, userEvent }) => {
    const outline = await canvas.findByRole('navigation', { name: 'Course content' }, slow);
    await userEvent.click(within(outline).getByRole('button', { name: /A CV that travels/ }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('YouTube Player Error: 150');
    await expect(loggedErrors).toEqual([[expect.objectContaining({ data: 150 })]]);
  },
};

/** On a slow connection (here, Save-Data) the course's picture stands in for the video until Play lesson. */
export const DataSaver: Story = {
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'connection');
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
    return () => {
      if (own) Object.defineProperty(navigator, 'connection', own);
      else delete (navigator as { connection?: unknown }).connection;
    };
  },
  play: async ({ canvas, userEvent }) => {
    const player = within(await canvas.findByRole('region', { name: 'Video player' }, slow));
    await expect(player.getByText('Data saver is on: the video loads when you press play.')).toBeVisible();
    await expect(youtube.players()).toHaveLength(0);
    await userEvent.click(player.getByRole('button', { name: 'Play lesson' }));
    await expect(await player.findByRole('button', { name: 'Pause' }, slow)).toBeEnabled();
    await expect(youtube.players()).toHaveLength(1);
  },
};

/**
 * The connection drops as the video ends: the learner is told the lesson was not marked complete, that
 * what they watched is kept and will be sent again (it is, by itself, later each time), and may try again
 * now. No 'Lesson Completed!' without the server's word. On the narrowest screen.
 */
export const EndReportFailed: Story = {
  globals: narrow,
  parameters: { msw: { handlers: { lessonsReport: reportsAsTheStorySays } } },
  beforeEach: resetReports,
  play: async ({ canvas }) => {
    const alert = await endWithoutConnection(canvas);
    await expect(alert).toHaveTextContent('Failed to mark lesson complete');
    await expect(alert).toHaveTextContent('What you watched of “Why a global profile matters” is kept and will be sent again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.queryByText('Lesson Completed!')).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '0/5 lessons · 0%');
    await expectNothingOverflows(alert);
  },
};

export const EndReportFailedArabic: Story = {
  ...EndReportFailed,
  globals: { locale: 'ar', ...narrow },
  play: async ({ canvas }) => {
    const alert = await endWithoutConnection(canvas);
    await expect(alert).toHaveTextContent('تعذّر تسجيل اكتمال الدرس');
    await expect(alert).toHaveTextContent('ما شاهدته من «Why a global profile matters» محفوظ وسيُرسل مرة أخرى.');
    await expect(within(alert).getByRole('button', { name: 'حاول مرة أخرى' })).toBeEnabled();
    await expect(canvas.queryByText('اكتمل الدرس!')).not.toBeInTheDocument();
    await expectNothingOverflows(alert);
  },
};

/** The connection is back: Try Again sends the end report again, the alert goes, and the server's count shows. */
export const TryAgainAfterFailedReport: Story = {
  parameters: { msw: { handlers: { lessonsReport: reportsAsTheStorySays } } },
  beforeEach: resetReports,
  play: async ({ canvas, userEvent }) => {
    const alert = await endWithoutConnection(canvas);
    const sent = reports.bodies.length;
    reports.down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    const status = await canvas.findByText('Lesson Completed!', {}, slow);
    await expect(status.parentElement).toHaveTextContent('1/5 lessons completed');
    await expect(reports.bodies).toHaveLength(sent + 1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '1/5 lessons · 20%');
    await waitFor(() => expect(canvas.queryByText('Lesson Completed!')).not.toBeInTheDocument(), outlasting);
  },
};

export const TryAgainAfterFailedReportArabic: Story = {
  ...TryAgainAfterFailedReport,
  globals: { locale: 'ar', ...narrow },
  play: async ({ canvas, userEvent }) => {
    const alert = await endWithoutConnection(canvas);
    reports.down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'حاول مرة أخرى' }));
    const status = await canvas.findByText('اكتمل الدرس!', {}, slow);
    await expect(status.parentElement).toHaveTextContent('اكتمل ١ من ٥ دروس');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('اكتمل الدرس!')).not.toBeInTheDocument(), outlasting);
  },
};

/** The video ends; 'Lesson Completed!' and the count wait for the server to say it counted the lesson. */
const completedOnceCounted =
  (words: { pause: string; play: string; completed: string; before: string; after: string }): Story['play'] =>
  async ({ canvas }) => {
    await canvas.findByRole('button', { name: words.pause }, slow);
    await waitFor(() => expect(reports.bodies).toHaveLength(1));
    let letThrough = () => {};
    reports.held = new Promise((resolve) => (letThrough = resolve));
    youtube.advance(90);
    // Ended (Play is back) and reported, the answer not in yet: no notice, nothing counted.
    await canvas.findByRole('button', { name: words.play }, slow);
    await waitFor(() => expect(reports.bodies).toHaveLength(2));
    await expect(canvas.queryByText(words.completed)).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', words.before);
    letThrough();
    await expect(await canvas.findByText(words.completed, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', words.after);
    await waitFor(() => expect(canvas.queryByText(words.completed)).not.toBeInTheDocument(), outlasting);
  };

export const CompletedOnceCounted: Story = {
  parameters: { msw: { handlers: { lessonsReport: reportsAsTheStorySays } } },
  beforeEach: resetReports,
  play: completedOnceCounted({ pause: 'Pause', play: 'Play', completed: 'Lesson Completed!', before: '0/5 lessons · 0%', after: '1/5 lessons · 20%' }),
};

export const CompletedOnceCountedArabic: Story = {
  ...CompletedOnceCounted,
  globals: { locale: 'ar', ...narrow },
  play: completedOnceCounted({ pause: 'إيقاف مؤقت', play: 'تشغيل', completed: 'اكتمل الدرس!', before: '٠/٥ دروس · ٠٪', after: '١/٥ دروس · ٢٠٪' }),
};

export const NotSubscribed: Story = {
  parameters: { msw: { handlers: { lessonsList: lessonsList.preview, lessonsProgress: lessonsProgress.notSubscribed } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Subscription Required' }, slow)).toBeVisible();
    await expect(canvas.getByText('You need to subscribe to this course to access its lessons.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Course Details' })).toHaveAttribute('href', `/CoursePage/${FIXTURE_COURSE_ID}`);
  },
};

/** A free course's lessons, to someone not enrolled: enrolling costs nothing, so the page offers it. */
const freeCourse = http.get('*/api/courses/:id', ({ params }) =>
  HttpResponse.json({ status: 'success', data: { course: buildCourseDetail({ _id: String(params.id), currentPrice: 0, oldPrice: 0 }) } }),
);

export const NotSubscribedFree: Story = {
  parameters: { msw: { handlers: { lessonsList: lessonsList.preview, lessonsProgress: lessonsProgress.notSubscribed, courseDetail: freeCourse } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This course is free' }, slow)).toBeVisible();
    await expect(canvas.getByText('Enroll for free to watch its lessons.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enroll for free' })).toBeEnabled();
    await expect(canvas.queryByText('Subscription Required')).not.toBeInTheDocument();
  },
};

export const NotSubscribedFreeArabic: Story = {
  ...NotSubscribedFree,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'هذه الدورة مجانية' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'سجّل مجانًا' })).toBeEnabled();
  },
};

export const Blocked: Story = {
  parameters: { msw: { handlers: { usersProfile: usersProfile.blocked, lessonsList: lessonsList.blocked, lessonsProgress: lessonsProgress.blocked } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account Blocked' }, slow)).toBeVisible();
    await expect(await canvas.findByText('Shared account', {}, slow)).toBeVisible();
    await expect(canvas.getByText('November 1, 2026')).toBeVisible();
    // The server's support address (docs/product/public-pages.md#contact-details) is in the picture.
    await expect(await canvas.findByRole('link', { name: 'Contact Support' }, slow)).toHaveAttribute('href', 'mailto:support@manara.local');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { lessonsProgress: lessonsProgress.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading lessons...')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { lessonsList: lessonsList.error } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Something went wrong on our side');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** Right to left, in Arabic, resuming. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { lessonsProgress: lessonsProgress.resuming } } },
  play: async ({ canvas }) => {
    const resume = await canvas.findByText('استئناف من ٣:٤٢', {}, slow);
    await expect(resume).toBeVisible();
    // The counter leads, at the right; the English title keeps its own order after it.
    await expect(canvas.getByText(lessonLine('(٢/٥) Your story in one page'))).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'محتوى الدورة' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '٣ - عام' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'مشغّل الفيديو' })).toBeVisible();
    await waitFor(() => expect(resume).not.toBeInTheDocument(), outlasting);
  },
};

/** A lesson with PDFs: each is a download under the outline, named and sized; another lesson without them shows none. */
export const WithFiles: Story = {
  parameters: { msw: { handlers: { lessonsList: lessonsList.withFiles() } } },
  play: async ({ canvas, userEvent }) => {
    const files = await canvas.findByRole('region', { name: 'Lesson files' }, slow);
    const links = within(files).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('CV checklist PDF, 18 kB');
    await expect(links[1]).toHaveAccessibleName('Motivation letter outline PDF, 58 kB');
    await expect(links[0]).toHaveAttribute('href', '/api/lessons/p-lesson-1/files/p-lesson-1-file-1');
    await expect(links[0]).toHaveAttribute('download');
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Course content' })).getByRole('button', { name: /Your story in one page/ }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Lesson files' })).not.toBeInTheDocument());
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Course content' })).getByRole('button', { name: /Why a global profile matters/ }));
    await expect(await canvas.findByRole('region', { name: 'Lesson files' })).toBeVisible();
    // The picture is of the page, not of where the pointer left the focus.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await waitFor(() => expect(canvas.queryByText('Why a global profile matters', { selector: 'span' })).not.toBeInTheDocument(), outlasting);
  },
};

/** The same in Arabic, on the narrowest screen: Arabic names, Arabic digits, right to left. */
export const WithFilesArabic: Story = {
  globals: { locale: 'ar', ...narrow },
  parameters: { msw: { handlers: { lessonsList: lessonsList.withFiles(['قائمة مراجعة الملف الشخصي', 'تقويم التقديم']) } } },
  play: async ({ canvas }) => {
    const files = await canvas.findByRole('region', { name: 'ملفات الدرس' }, slow);
    const links = within(files).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('قائمة مراجعة الملف الشخصي PDF، ١٨ كيلوبايت');
    await expect(links[1]).toHaveTextContent('تقويم التقديم');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    for (const link of links) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Every control of the player lies inside it and is at least 44 by 44 px. */
async function expectFingerSized(player: HTMLElement) {
  const box = player.getBoundingClientRect();
  for (const control of player.querySelectorAll('button, input, select')) {
    const { left, right, top, bottom, width, height } = control.getBoundingClientRect();
    await expect({ name: control.getAttribute('aria-label'), inside: left >= box.left - 0.5 && right <= box.right + 0.5 && top >= box.top - 0.5 && bottom <= box.bottom + 0.5, big: width >= 44 && height >= 44 }).toEqual({
      name: control.getAttribute('aria-label'),
      inside: true,
      big: true,
    });
  }
}

/**
 * YouTube cannot be reached (a network that blocks it, a dropped connection): the learner is told so in
 * plain words, with Try Again; the lesson's description and the outline stay usable. On a phone.
 */
export const VideoUnavailable: Story = {
  globals: phone,
  args: { youtubeApiUrl: YOUTUBE_SCRIPT_PATH },
  parameters: { msw: { handlers: { youtube: youtubeScriptAsTheStorySays } } },
  beforeEach: blockYouTube,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('The video could not load');
    await expect(alert).toHaveTextContent('YouTube, where the lessons play, may be blocked on this network');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'About this lesson' })).toHaveTextContent('What employers abroad look for first');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(within(canvas.getByRole('navigation', { name: 'Course content' })).getByRole('button', { name: /Your story in one page/ })).toBeEnabled();
    await expectFingerSized(canvas.getByRole('region', { name: 'Video player' }));
    await expectNothingOverflows(alert);
  },
};

export const VideoUnavailableArabic: Story = {
  ...VideoUnavailable,
  globals: { locale: 'ar', ...phone },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('تعذّر تحميل الفيديو');
    await expect(alert).toHaveTextContent('قد يكون YouTube، حيث تُعرض الدروس، محجوبًا على هذه الشبكة');
    await expect(within(alert).getByRole('button', { name: 'حاول مرة أخرى' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'عن هذا الدرس' })).toBeVisible();
    await expectFingerSized(canvas.getByRole('region', { name: 'مشغّل الفيديو' }));
    await expectNothingOverflows(alert);
  },
};

/** The network lets YouTube through again: Try Again loads the IFrame API's script afresh, and the lesson plays. */
export const TryAgainOnceYouTubeLoads: Story = {
  ...VideoUnavailable,
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(youtubeScript.requests).toBe(1);
    youtubeScript.blocked = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    const player = canvas.getByRole('region', { name: 'Video player' });
    await expect(await within(player).findByRole('button', { name: 'Pause' }, slow)).toBeEnabled();
    await expect(youtubeScript.requests).toBe(2);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // Paused, so the screenshot holds still.
    await userEvent.click(within(player).getByRole('button', { name: 'Pause' }));
    await expect(within(player).getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};

/**
 * Captions through our own CC button: on (YouTube's default track), a language chosen, off with the c
 * key and on again; the choice holds in the next lesson. On a phone.
 */
export const Captions: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const player = within(await canvas.findByRole('region', { name: 'Video player' }, slow));
    await player.findByRole('button', { name: 'Pause' }, slow);
    const shown = () => youtube.players().at(-1)?.shownCaptions();
    const cc = player.getByRole('button', { name: 'Captions' });
    // Off by default, even though the embed asks YouTube to draw them.
    await waitFor(() => expect(cc).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(shown()).toBeUndefined());
    await userEvent.click(cc);
    await waitFor(() => expect(shown()).toBe('en'));
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    const language = await player.findByRole('combobox', { name: 'Captions language' });
    await expect([...(language as HTMLSelectElement).options].map((option) => option.text)).toEqual(['English', 'Arabic']);
    await userEvent.selectOptions(language, 'Arabic');
    await waitFor(() => expect(shown()).toBe('ar'));
    cc.focus();
    await userEvent.keyboard('c');
    await waitFor(() => expect(shown()).toBeUndefined());
    await userEvent.keyboard('c');
    await waitFor(() => expect(shown()).toBe('ar'));
    // Another lesson: captions on, in Arabic, as left.
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Course content' })).getByRole('button', { name: /Your story in one page/ }));
    await waitFor(() => expect(youtube.players().at(-1)?.videoId).toBe('playerVid02'), slow);
    await waitFor(() => expect(shown()).toBe('ar'), slow);
    // A new lesson, a new player.
    const next = canvas.getByRole('region', { name: 'Video player' });
    await expect(within(next).getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(next).findByRole('combobox', { name: 'Captions language' })).toHaveValue('ar');
    await expectFingerSized(next);
    // The chosen lesson's title over the video goes after 4 s.
    await waitFor(() => expect(within(next).queryByText('Your story in one page')).not.toBeInTheDocument(), outlasting);
  },
};

export const CaptionsArabic: Story = {
  globals: { locale: 'ar', ...phone },
  play: async ({ canvas, userEvent }) => {
    const player = within(await canvas.findByRole('region', { name: 'مشغّل الفيديو' }, slow));
    await player.findByRole('button', { name: 'إيقاف مؤقت' }, slow);
    const shown = () => youtube.players().at(-1)?.shownCaptions();
    await userEvent.click(player.getByRole('button', { name: 'الترجمة النصية' }));
    const language = await player.findByRole('combobox', { name: 'لغة الترجمة النصية' });
    await expect([...(language as HTMLSelectElement).options].map((option) => option.text)).toEqual(['الإنجليزية', 'العربية']);
    await userEvent.selectOptions(language, 'العربية');
    await waitFor(() => expect(shown()).toBe('ar'));
    await expect(JSON.parse(window.localStorage.getItem(CAPTIONS_STORAGE_KEY) ?? 'null')).toEqual({ on: true, languageCode: 'ar' });
    await expectFingerSized(canvas.getByRole('region', { name: 'مشغّل الفيديو' }));
  },
};
