import { buildKioskPayment, buildPayment, buildPaymentResponse, FIXTURE_COURSE_ID, FIXTURE_PAYMENT_ID, paymentsDetail } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
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
function settlesAfter(paidFrom: number, paymentMethod: 'CARD' | 'WALLET' = 'CARD') {
  let calls = 0;
  return {
    handler: http.get('*/api/payments/:paymentId', () => {
      calls += 1;
      const payment = calls >= paidFrom ? buildPayment({ paymentMethod }) : buildPayment({ status: 'pending', paymentMethod, paidAt: null, providerReference: null });
      return HttpResponse.json(buildPaymentResponse(payment));
    }),
    reset: () => {
      calls = 0;
    },
  };
}
const secondPollPays = settlesAfter(2);
const walletApproved = settlesAfter(2, 'WALLET');

const meta = {
  title: 'Features/MyCourses/PaymentResultScreen',
  component: PaymentResultScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { usersProfile: refreshed.handler } },
    viewport: { options: { narrow: { name: 'Narrow phone', styles: { width: '320px', height: '720px' }, type: 'mobile' } } },
  },
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

/** A kiosk reference still to pay. Its expiry is years ahead, so the story reads the same whatever day it runs. */
const kioskAwaiting = http.get('*/api/payments/:paymentId', () =>
  HttpResponse.json(buildPaymentResponse(buildKioskPayment({ kioskReference: { reference: '7310 4482 1109', expiresAt: '2036-11-22T13:30:00.000Z' } }))),
);
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** A wallet payment waits for the learner's approval on their phone; the page keeps asking and says so. */
export const WalletWaiting: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.walletPending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Approve the payment on your phone' })).toBeVisible();
    await expect(canvas.getByText(/Open your wallet app, or the message your wallet sent you, and approve the payment\./)).toBeVisible();
    await expect(canvas.getByText('EGP 1,200')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Approve the payment on your phone' })).toHaveAttribute('aria-busy', 'true');
    await expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBe('1');
  },
};

/** A wallet payment approved while the page waits: the next reading finds it paid. */
export const WalletApproved: Story = {
  parameters: { msw: { handlers: { paymentsDetail: walletApproved.handler } } },
  beforeEach: () => walletApproved.reset(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Approve the payment on your phone' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful!' }, polls(1))).toBeVisible();
  },
};

/** A kiosk reference to pay: large and copyable, the amount, until when (Cairo time), where, and what happens next. */
export const KioskReference: Story = {
  parameters: { msw: { handlers: { paymentsDetail: kioskAwaiting } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay at a Fawry or Aman kiosk' })).toBeVisible();
    await expect(canvas.getByText('Give this reference at any Fawry or Aman kiosk and pay the amount in cash.')).toBeVisible();
    const reference = canvas.getByRole('group', { name: 'Payment reference' });
    await expect(within(reference).getByText('7310 4482 1109')).toBeVisible();
    await expect(canvas.getByText('EGP 1,200')).toBeVisible();
    await expect(canvas.getByText(/^(November 22, 2036|22 November 2036) at 3:30\sPM, Cairo time$/)).toBeVisible();
    await expect(canvas.getByText(/Your course opens as soon as the cash arrives.*We have also e-mailed you this reference\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Courses' })).toHaveAttribute('href', '/mycourses');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(reference).getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith('7310 4482 1109');
    await expect(await within(reference).findByRole('status')).toHaveTextContent('Copied');
    writeText.mockRestore();
  },
};

/** The reference on the narrowest phone: nothing runs off the screen. */
export const KioskReferenceNarrow: Story = {
  globals: narrow,
  parameters: { msw: { handlers: { paymentsDetail: kioskAwaiting } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay at a Fawry or Aman kiosk' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Copy' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The copy did not work (the browser refused): the page says how to copy it by hand. */
export const KioskCopyRefused: Story = {
  parameters: { msw: { handlers: { paymentsDetail: kioskAwaiting } } },
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Could not copy. Select the reference to copy it.')).toBeVisible();
    writeText.mockRestore();
  },
};

/** The reference was not paid in time: it says so, that nothing was charged, and leads to the course page for a new one. */
export const KioskExpired: Story = {
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.kioskPending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This reference has expired' })).toBeVisible();
    await expect(canvas.getByText(/was not paid in time, so nothing was charged/)).toBeVisible();
    await expect(canvas.queryByText('7310 4482 1109')).not.toBeInTheDocument();
    await expect(canvas.getByText(/^(November 22, 2026|22 November 2026) at 11:30\sAM, Cairo time$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the course' })).toHaveAttribute('href', `/CoursePage/${FIXTURE_COURSE_ID}`);
  },
};

export const ArabicWalletWaiting: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.walletPending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'وافق على الدفع من هاتفك' })).toBeVisible();
    await expect(canvas.getByText(/افتح تطبيق محفظتك/)).toBeVisible();
  },
};

export const ArabicKioskReference: Story = {
  globals: { locale: 'ar', ...narrow },
  parameters: { msw: { handlers: { paymentsDetail: kioskAwaiting } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ادفع في أحد منافذ فوري أو أمان' })).toBeVisible();
    const reference = canvas.getByRole('group', { name: 'الرقم المرجعي للدفع' });
    await expect(within(reference).getByText('7310 4482 1109')).toHaveAttribute('dir', 'ltr');
    await expect(within(reference).getByRole('button', { name: 'نسخ' })).toBeEnabled();
    await expect(canvas.getByText(/بتوقيت القاهرة$/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const ArabicKioskExpired: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { paymentsDetail: paymentsDetail.kioskPending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'انتهت صلاحية الرقم المرجعي' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'انتقل إلى الدورة' })).toHaveAttribute('href', `/CoursePage/${FIXTURE_COURSE_ID}`);
  },
};
