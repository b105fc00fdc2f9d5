import { buildKioskPayment, buildPayment, buildPaymentResponse, buildUser, buildUserResponse, FIXTURE_COURSE_ID } from '@manara/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { runStory } from '../../../../test/runStory';
import { gate, realDelay, until } from '../../../../test/real-time';
import { REFRESH_AFTER_PAYMENT_KEY } from '../shared/session';
import { KIOSK_POLL_MS, PAYMENT_POLL_MS, PAYMENT_POLL_TIMEOUT_MS, WALLET_POLL_TIMEOUT_MS } from './constants';
import * as stories from './PaymentResultScreen.stories';
import { OWNED } from './storyKit';

/** The Paid story, without its play function, with the flag set or not and some resources answered differently. */
const renderResult = (handlers: Record<string, HttpHandler | HttpHandler[]>, { flagged }: { flagged: boolean }) =>
  runStory(stories.default, stories.Paid, {
    handlers,
    beforeEach: () => {
      if (!flagged) localStorage.removeItem(REFRESH_AFTER_PAYMENT_KEY);
    },
  });

/** Every API call from now until `stop`, as `METHOD /path`. */
function recordCalls() {
  const calls: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname.startsWith('/api/')) calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return original(input, init);
  };
  return {
    calls,
    stop: () => {
      globalThis.fetch = original;
    },
  };
}

/** `GET /payments/{id}` answering with each status in turn, the last one from then on. */
function paymentAnswering(...statuses: Array<'pending' | 'paid'>) {
  let asked = 0;
  const handler = http.get('*/api/payments/:paymentId', () => {
    const status = statuses[Math.min(asked, statuses.length - 1)] ?? 'pending';
    asked += 1;
    return HttpResponse.json(buildPaymentResponse(buildPayment(status === 'paid' ? {} : { status, paidAt: null })));
  });
  return { handler, asked: () => asked };
}

const profileHolding = (courses: string[]) => {
  let asked = 0;
  const handler = http.get('*/api/users/profile', () => {
    asked += 1;
    return HttpResponse.json(buildUserResponse(buildUser({ courses })));
  });
  return { handler, asked: () => asked };
};

/** The outcome on screen now; read without waiting, so it never moves a fake clock. */
const title = () => page.getByRole('heading', { level: 1 }).query()?.textContent;

const heading = (name: string) => page.getByRole('heading', { level: 1, name });

/**
 * The page with `payment` answering every time, the clock faked once the first question is in (so the waits are
 * counted on it); counts the questions.
 */
async function pendingOnAFakeClock(payment: ReturnType<typeof buildPayment>) {
  const { opened: released, open: release } = gate();
  let asked = 0;
  await renderResult(
    {
      paymentsDetail: http.get('*/api/payments/:paymentId', async () => {
        asked += 1;
        await released;
        return HttpResponse.json(buildPaymentResponse(payment));
      }),
    },
    { flagged: true },
  );
  // At least one: while the first answer is held, a slow page's own revalidation may ask again.
  await until(() => asked >= 1);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  release();
  return { asked: () => asked };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentResultScreen', () => {
  test('asks every 2 s while pending, stops once paid, and only ever reads', async () => {
    const recorder = recordCalls();
    try {
      const payment = paymentAnswering('pending', 'pending', 'paid');
      await renderResult({ paymentsDetail: payment.handler }, { flagged: true });
      await expect.element(heading('Processing your payment...')).toBeVisible();
      await expect.element(heading('Payment successful!'), { timeout: 3 * PAYMENT_POLL_MS + 2000 }).toBeVisible();
      expect(payment.asked()).toBe(3);
      // Paid: no more questions, however long the page stays open.
      await realDelay(PAYMENT_POLL_MS + 500);
      expect(payment.asked()).toBe(3);
      // The refresh after the payment is a read too: nothing on this page changes state.
      await until(() => localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY) === null);
      expect(recorder.calls.filter((call) => call.startsWith('GET /api/users/profile'))).toHaveLength(2);
      expect(recorder.calls.every((call) => call.startsWith('GET '))).toBe(true);
    } finally {
      recorder.stop();
    }
  });

  test('stops asking after 30 s pending and says it is still processing; Reload asks again', async () => {
    // The answer waits for the clock to be faked, so the 30 s are counted on the fake one.
    const { asked } = await pendingOnAFakeClock(buildPayment({ status: 'pending', paidAt: null }));
    await until(() => title() === 'Processing your payment...');
    await realDelay(50);

    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS - 1);
    await realDelay(50);
    expect(title()).toBe('Processing your payment...');
    await vi.advanceTimersByTimeAsync(1);
    await until(() => title() === 'Still processing');
    // A poll due at the same instant as the timeout may still be on its way to the handler.
    await realDelay(200);
    const askedByThen = asked();
    expect(askedByThen).toBeGreaterThan(1);

    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
    await realDelay(200);
    expect(asked()).toBe(askedByThen);

    (page.getByRole('button', { name: 'Reload' }).element() as HTMLButtonElement).click();
    await until(() => asked() === askedByThen + 1);
    await until(() => title() === 'Processing your payment...');
    // Not paid: the flag stays for when it is.
    expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBe('1');
  });

  test("a wallet payment is still asked about after a card's 30 s, and the page stops after 10 minutes", async () => {
    const payment = await pendingOnAFakeClock(buildPayment({ status: 'pending', paymentMethod: 'WALLET', paidAt: null, providerReference: null }));
    await until(() => title() === 'Approve the payment on your phone');
    // Each question waits for the last answer, so the clock moves a step at a time while they are counted.
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS + 1);
    await realDelay(200);
    expect(title()).toBe('Approve the payment on your phone');
    const askedByThen = payment.asked();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    await until(() => payment.asked() === askedByThen + 1);
    await realDelay(200);
    await vi.advanceTimersByTimeAsync(WALLET_POLL_TIMEOUT_MS);
    await until(() => title() === 'Still processing');
  });

  test('a kiosk payment is asked about once a minute, not every 2 s, and the page never stops', async () => {
    const expiresAt = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
    const payment = await pendingOnAFakeClock(buildKioskPayment({ kioskReference: { reference: '7310 4482 1109', expiresAt } }));
    await until(() => title() === 'Pay at a Fawry or Aman kiosk');
    const first = payment.asked();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
    await realDelay(200);
    // A card's page would have asked five more times by now; a kiosk's asks at most the one question a busy
    // browser's own revalidation may add.
    expect(payment.asked() - first).toBeLessThanOrEqual(1);
    for (let minute = 0; minute < 2; minute += 1) {
      const before = payment.asked();
      await vi.advanceTimersByTimeAsync(KIOSK_POLL_MS);
      await until(() => payment.asked() > before);
      // The next question is set once this answer is in.
      await realDelay(200);
    }
    // Long after a card's or a wallet's page would have stopped, it is still waiting, and still asking.
    const beforeLong = payment.asked();
    await vi.advanceTimersByTimeAsync(WALLET_POLL_TIMEOUT_MS * 3);
    await realDelay(200);
    expect(title()).toBe('Pay at a Fawry or Aman kiosk');
    await until(() => payment.asked() > beforeLong);
  });

  test('paid without the flag still refreshes a user who does not hold the course yet', async () => {
    const profile = profileHolding(OWNED);
    await renderResult({ usersProfile: profile.handler }, { flagged: false });
    await expect.element(heading('Payment successful!')).toBeVisible();
    await until(() => profile.asked() === 2);
  });

  test('paid, without the flag, for a user who already holds the course: nothing is asked again', async () => {
    const profile = profileHolding([...OWNED, FIXTURE_COURSE_ID]);
    await renderResult({ usersProfile: profile.handler }, { flagged: false });
    await expect.element(heading('Payment successful!')).toBeVisible();
    await realDelay(300);
    expect(profile.asked()).toBe(1);
  });
});
