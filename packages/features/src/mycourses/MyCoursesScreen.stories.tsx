import { buildCourse, buildKioskPayment, buildMyPaymentsResponse, buildPayment, coursesByIds, lessonsProgress, paymentsMine, storeSessionHint, usersProfile } from '@manara/api-client/mocks';
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
  parameters: {
    layout: 'fullscreen',
    // No payment awaiting and no receipt unless the story says so: the courses alone.
    msw: { handlers: { usersProfile: profileWith(OWNED), paymentsMine: paymentsMine.none } },
    viewport: { options: { narrow: { name: 'Narrow phone', styles: { width: '320px', height: '720px' }, type: 'mobile' } } },
  },
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

/** Two courses bought (each with a receipt), a kiosk reference to pay, an expired one, and a wallet payment to approve. */
const [, , , waitingCourse, expiredCourse, walletCourse] = [0, 1, 2, 3, 4, 5].map((index) => buildCourse({}, index));
const withPayments = http.get('*/api/payments/mine', () =>
  HttpResponse.json(
    buildMyPaymentsResponse([
      buildKioskPayment({
        _id: '00000000-0000-4000-a000-000000000011',
        course: { _id: waitingCourse?._id ?? '', title: waitingCourse?.title ?? '' },
        amount: 650,
        // Years ahead, so the story reads the same whatever day it runs.
        kioskReference: { reference: '7310 4482 1109', expiresAt: '2036-11-22T13:30:00.000Z' },
      }),
      buildPayment({
        _id: '00000000-0000-4000-a000-000000000012',
        status: 'pending',
        paymentMethod: 'WALLET',
        paidAt: null,
        providerReference: null,
        course: { _id: walletCourse?._id ?? '', title: walletCourse?.title ?? '' },
        amount: 700,
      }),
      buildKioskPayment({ _id: '00000000-0000-4000-a000-000000000013', course: { _id: expiredCourse?._id ?? '', title: expiredCourse?.title ?? '' }, amount: 500 }),
      buildPayment({ _id: '00000000-0000-4000-a000-000000000014' }),
      buildPayment({ _id: '00000000-0000-4000-a000-000000000015', course: { _id: OWNED[1] ?? '', title: 'Scholarship Interviews' }, amount: 300, paidAt: '2026-10-02T08:00:00.000Z' }),
    ]),
  ),
);

/**
 * What still needs the learner comes first: the kiosk reference to pay (with Copy, the amount and until when), the
 * expired one (leading to its course page for a new one), the wallet payment to approve. The courses follow, then
 * each paid course's receipt to download.
 */
export const AwaitingAndReceipts: Story = {
  parameters: { msw: { handlers: { paymentsMine: withPayments } } },
  play: async ({ canvas }) => {
    const awaiting = await canvas.findByRole('region', { name: 'Awaiting payment' }, slow);
    const items = within(awaiting).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [kiosk, wallet, expired] = items.map((item) => within(item));
    await expect(kiosk?.getByText('7310 4482 1109')).toBeVisible();
    await expect(kiosk?.getByRole('button', { name: 'Copy' })).toBeEnabled();
    await expect(kiosk?.getByText(/2036 at 3:30\sPM, Cairo time$/)).toBeVisible();
    await expect(kiosk?.getByRole('link', { name: 'See payment' })).toHaveAttribute('href', '/payment/result?paymentId=00000000-0000-4000-a000-000000000011');
    await expect(wallet?.getByText('Approve the payment in your wallet app. The course opens as soon as it goes through.')).toBeVisible();
    await expect(expired?.getByText('This reference has expired')).toBeVisible();
    await expect(expired?.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    await expect(expired?.getByRole('link', { name: 'Go to the course' })).toHaveAttribute('href', `/CoursePage/${expiredCourse?._id}`);
    // The courses are there as before, below.
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(OWNED.length);
    const receipts = canvas.getByRole('region', { name: 'Receipts' });
    const links = within(receipts).getAllByRole('link', { name: 'Download receipt' });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/payments/00000000-0000-4000-a000-000000000014/receipt',
      '/api/payments/00000000-0000-4000-a000-000000000015/receipt',
    ]);
    await expect(links[0]).toHaveAccessibleDescription('Build Your Global Profile');
    await expect(links[0]).toHaveAttribute('download');
  },
};

/** The same in Arabic on the narrowest phone: everything fits, right to left. */
export const ArabicAwaitingAndReceipts: Story = {
  globals: { locale: 'ar', viewport: { value: 'narrow', isRotated: false } },
  parameters: { msw: { handlers: { paymentsMine: withPayments } } },
  play: async ({ canvas }) => {
    const awaiting = await canvas.findByRole('region', { name: 'بانتظار الدفع' }, slow);
    await expect(within(awaiting).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(awaiting).getByRole('button', { name: 'نسخ' })).toBeEnabled();
    await expect(within(canvas.getByRole('region', { name: 'الإيصالات' })).getAllByRole('link', { name: 'تنزيل الإيصال' })).toHaveLength(2);
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(OWNED.length);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The payments could not be read: the courses show as ever, and nothing about payments. */
export const PaymentsUnreadable: Story = {
  parameters: { msw: { handlers: { paymentsMine: paymentsMine.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(OWNED.length);
    await expect(canvas.queryByRole('region', { name: 'Awaiting payment' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Receipts' })).not.toBeInTheDocument();
  },
};
