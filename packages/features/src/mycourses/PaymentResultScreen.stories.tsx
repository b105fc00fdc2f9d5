import { buildPayment, buildPaymentResponse, FIXTURE_COURSE_ID, FIXTURE_PAYMENT_ID, paymentsDetail } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { REFRESH_AFTER_PAYMENT_KEY } from '../shared/session';
import { PAYMENT_POLL_MS } from './constants';
import { PaymentResultScreen, type PaymentResultScreenProps } from './PaymentResultScreen';
import { OWNED, profileSequence } from './storyKit';
import { sessionAs, withSession } from '../shared/session/storySupport';

/** Long enough for a poll or two. */
const polls = (n: number) => ({ timeout: n * PAYMENT_POLL_MS + 2000 });

/** The server grants the course when the payment goes through: the refreshed user holds it. */
const refreshed = profileSequence(OWNED, [...OWNED, FIXTURE_COURSE_ID]);

/** `GET /payments/{id}` answering pending until the `paidFrom`-th request, then paid. */
function settlesAfter(paidFrom: number) {
  let calls = 0;
  return {
    handler: http.get('*/api/payments/:paymentId', () => {
      calls += 1;
      const payment = calls >= paidFrom ? buildPayment() : buildPayment({ status: 'pending', paidAt: null });
      return HttpResponse.json(buildPaymentResponse(payment));
    }),
    reset: () => {
      calls = 0;
    },
  };
}
const secondPollPays = settlesAfter(2);

const meta = {
  title: 'Features/MyCourses/PaymentResultScreen',
  component: PaymentResultScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: { usersProfile: refreshed.handler } } },
  args: { paymentId: FIXTURE_PAYMENT_ID, onSignedOut: fn<PaymentResultScreenProps['onSignedOut']>() },
  decorators: [withSession],
  // Back from the card page: signed in, with the flag the enrolment left. None of it stays behind.
  beforeEach: () => {
    refreshed.reset();
    const undo = sessionAs('learner')();
    localStorage.setItem(REFRESH_AFTER_PAYMENT_KEY, '1');
    return undo;
  },
} satisfies Meta<typeof PaymentResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment is on its way from the server. */
export const Checking: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your payment...');
  },
};

/**
 * Paid: the course and the amount, the way into the course and to My Courses. The session's user
 * is refreshed (it now holds the course), then the flag is cleared.
 */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
    await expect(canvas.getByText('You are now enrolled in Build Your Global Profile.')).toBeVisible();
    await expect(canvas.getByText('EGP 1,200')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Course' })).toHaveAttribute('href', `/course/${FIXTURE_COURSE_ID}/lessons`);
    await expect(canvas.getByRole('link', { name: 'My Courses' })).toHaveAttribute('href', '/mycourses');
    await waitFor(() => expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBeNull());
    await expect(refreshed.calls()).toBe(2);
  },
};

/** The provider's notification has not reached the server yet: the page says so and asks again every 2 s. */
export const Pending: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Processing your payment...' })).toBeVisible();
    await expect(canvas.getByText('This usually takes a few seconds. This page updates by itself.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    // Not paid: the flag stays for when it is.
    await expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBe('1');
  },
};

/** Pending at first; the next poll finds it paid. */
export const PendingThenPaid: Story = {
  parameters: { msw: { handlers: { paymentsDetail: secondPollPays.handler } } },
  beforeEach: () => secondPollPays.reset(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Processing your payment...' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful!' }, polls(1))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Course' })).toBeVisible();
  },
};

/** Still pending when the page stops asking: it says so, and Reload asks again. */
export const StillProcessing: Story = {
  args: { pollingTimeoutMs: 1000 },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.pending } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Still processing' }, polls(1))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Processing your payment...' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Still processing' }, polls(1))).toBeVisible();
  },
};

/** Declined: nothing was added; Try Again leads back to the course's page. */
export const Failed: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.failed } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment declined' })).toBeVisible();
    await expect(canvas.getByText(/Your payment for Build Your Global Profile did not go through/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', `/CoursePage/${FIXTURE_COURSE_ID}`);
    await expect(canvas.queryByText(/EGP/)).not.toBeInTheDocument();
  },
};

/** Not this user's payment, or no such payment (the server answers 404 for both). */
export const NotFound: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.notFound } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  },
};

/** The address lost its `paymentId`: the same message, and nothing is asked. */
export const MissingPaymentId: Story = {
  args: { paymentId: undefined },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.error } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toBeVisible();
  },
};

/** The server failed: its message, and a way to ask again. */
export const FetchFailed: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.error } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`Error:${INTERNAL_ERROR_MESSAGE}`);
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The session had ended (401): nothing shows, and the app is told, to send the visitor to sign in. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.loginRequired } } },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalled());
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Arabic, right to left. */
export const ArabicPaid: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تم الدفع بنجاح!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'افتح الدورة' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'دوراتي' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const ArabicPending: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'جارٍ معالجة عملية الدفع...' })).toBeVisible();
  },
};

export const ArabicFailed: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.failed } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تم رفض الدفع' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'حاول مرة أخرى' })).toBeVisible();
  },
};

export const ArabicNotFound: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.notFound } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'عملية الدفع غير موجودة' })).toBeVisible();
  },
};

export const ArabicStillProcessing: Story = {
  globals: { locale: 'ar' },
  args: { pollingTimeoutMs: 1000 },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ما زالت قيد المعالجة' }, polls(1))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة التحميل' })).toBeEnabled();
  },
};
