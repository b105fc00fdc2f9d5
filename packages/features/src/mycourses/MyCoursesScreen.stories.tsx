import { coursesByIds, lessonsProgress, storeSessionHint, usersProfile } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { REFRESH_AFTER_PAYMENT_KEY } from '../shared/session';
import { MyCoursesScreen, type MyCoursesScreenProps } from './MyCoursesScreen';
import { JUST_BOUGHT, OWNED, profileSequence, profileWith } from './storyKit';
import { sessionAs, withSession } from '../shared/session/storySupport';

/** The one-second skeleton comes first, so every wait allows for it. */
const slow = { timeout: 4000 };

/** Before the payment the server knew three courses; after it, four. */
const afterPayment = profileSequence(OWNED, [...OWNED, JUST_BOUGHT]);

const meta = {
  title: 'Features/MyCourses/MyCoursesScreen',
  component: MyCoursesScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: { usersProfile: profileWith(OWNED) } } },
  args: {
    onNavigate: fn<MyCoursesScreenProps['onNavigate']>(),
    onSignedOut: fn<MyCoursesScreenProps['onSignedOut']>(),
  },
  decorators: [withSession],
  // A signed-in learner, no post-payment flag.
  beforeEach: sessionAs('learner'),
} satisfies Meta<typeof MyCoursesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The courses are on their way: one placeholder per course the learner holds. */
export const Loading: Story = {
  parameters: { msw: { handlers: { coursesByIds: coursesByIds.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Loading course')).toHaveLength(OWNED.length), slow);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(within(canvas.getByRole('region', { name: 'My Courses' })).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** The learner's courses, the latest purchase first; each card's button opens the lessons. */
export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards).toHaveLength(OWNED.length);
    await expect(canvas.getAllByRole('button', { name: 'Open Course' })).toHaveLength(OWNED.length);
    await expect(canvas.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    const [first] = cards;
    if (first === undefined) throw new Error('No card');
    await userEvent.click(within(first).getByRole('button', { name: 'Open Course' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: `/course/${OWNED.at(-1)}/lessons` });
  },
};

/** Courses the learner has started show their progress, and the button says Continue learning (the player resumes). */
export const InProgress: Story = {
  parameters: { msw: { handlers: { lessonsProgress: lessonsProgress.resuming } } },
  play: async ({ canvas, userEvent, args }) => {
    const cards = await canvas.findAllByRole('article', {}, slow);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Continue learning' })).toHaveLength(OWNED.length), slow);
    const [first] = cards;
    if (first === undefined) throw new Error('No card');
    const progress = within(first).getByRole('progressbar', { name: 'Course progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', expect.stringMatching(/^1\/\d+ lessons · \d+%$/));
    await userEvent.click(within(first).getByRole('button', { name: 'Continue learning' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: `/course/${OWNED.at(-1)}/lessons` });
  },
};

/** No course yet: the product's sentence (docs/product/enrolment-and-payments.md#my-courses), and the way to the catalogue. */
export const Empty: Story = {
  parameters: { msw: { handlers: { usersProfile: usersProfile.default } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no courses yet.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The server sent no message of its own: the default in docs/product/errors.md, and a way to ask again. */
export const FetchFailed: Story = {
  parameters: {
    msw: { handlers: { coursesByIds: http.post('*/api/courses/by-ids', () => HttpResponse.json({ status: 'error' }, { status: 500 })) } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Error:Failed to fetch courses');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The server's own message when it sent one. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { coursesByIds: coursesByIds.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(INTERNAL_ERROR_MESSAGE);
  },
};

/**
 * Back from a payment (docs/product/enrolment-and-payments.md#my-courses): the flag is set, so the user is asked for
 * again before the courses load; the course just bought comes first, and the flag is gone.
 */
export const RefreshAfterPayment: Story = {
  parameters: { msw: { handlers: { usersProfile: afterPayment.handler } } },
  beforeEach: () => {
    afterPayment.reset();
    localStorage.setItem(REFRESH_AFTER_PAYMENT_KEY, '1');
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards).toHaveLength(OWNED.length + 1);
    await expect(afterPayment.calls()).toBe(2);
    await expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBeNull();
  },
};

/** No session: nothing shows, and the app is told so it can send the visitor to sign in. */
export const SignedOut: Story = {
  beforeEach: () => storeSessionHint(undefined),
  play: async ({ canvas, args }) => {
    await expect(args.onSignedOut).toHaveBeenCalled();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Arabic, right to left: the same cards in Arabic. */
export const ArabicList: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'دوراتي' })).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'افتح الدورة' }, slow)).toHaveLength(OWNED.length);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const ArabicEmpty: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersProfile: usersProfile.default } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('لا توجد لديك دورات بعد.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تصفّح الدورات' })).toHaveAttribute('href', '/courses');
  },
};

export const ArabicError: Story = {
  globals: { locale: 'ar' },
  parameters: FetchFailed.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('خطأ:تعذّر تحميل الدورات');
  },
};
