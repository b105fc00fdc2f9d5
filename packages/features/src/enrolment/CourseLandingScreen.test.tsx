import { buildCourseDetail, buildPaymentMethodsResponse, buildUser, buildUserResponse, errorResponse, FIXTURE_COURSE_ID, FIXTURE_PAYMENT_METHODS, FIXTURE_PAYMENT_URL, storeSessionHint } from '@manara/api-client/mocks';
import { PAYMENT_MESSAGES } from '@manara/api-client/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { runStory } from '../../../../test/runStory';
import type { CourseLandingScreenProps } from './CourseLandingScreen';
import * as stories from './CourseLandingScreen.stories';

const slow = { timeout: 3000 };
const createPath = '*/api/payments/create/:id';

/** The Loaded story, without its play function, signed in or not, with the resources a test needs. */
async function renderLanding({
  handlers = {},
  signedIn = true,
}: { handlers?: Record<string, HttpHandler | HttpHandler[]>; signedIn?: boolean } = {}) {
  const args = {
    onNavigate: fn<CourseLandingScreenProps['onNavigate']>(),
    onSignIn: fn<CourseLandingScreenProps['onSignIn']>(),
    onPaymentRedirect: fn<NonNullable<CourseLandingScreenProps['onPaymentRedirect']>>(),
  };
  await runStory(stories.default, stories.Loaded, { beforeEach: signedIn ? () => storeSessionHint('user') : undefined, args, handlers });
  await expect.element(page.getByRole('heading', { level: 1 }), slow).toBeVisible();
  return args;
}

/** Answers the payment as `answer` does, noting each request's path and body first. */
function recordedCreate(answer: Parameters<typeof http.post>[1]) {
  const requests: { path: string; body: unknown }[] = [];
  const handler = http.post(createPath, async (info) => {
    requests.push({ path: new URL(info.request.url).pathname, body: await info.request.clone().json() });
    return answer(info);
  });
  return { requests, handler };
}

const enroll = () => userEvent.click(page.getByRole('button', { name: 'Enroll Now' }));

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  storeSessionHint(undefined);
  localStorage.clear();
});

describe('Enroll Now on the course landing page', () => {
  test('creates the payment with the method only (never an amount), stores the flag, then leaves for the URL', async () => {
    const create = recordedCreate(() =>
      HttpResponse.json({ status: 'success', data: { paymentUrl: FIXTURE_PAYMENT_URL, paymentId: 'p-1' } }),
    );
    // The flag must be there when the browser leaves, not after.
    let flagWhenLeaving: string | null = 'not called';
    const args = await renderLanding({ handlers: { paymentsCreate: create.handler } });
    args.onPaymentRedirect.mockImplementation(() => {
      flagWhenLeaving = localStorage.getItem('manara.refreshAfterPayment');
    });

    await enroll();
    await expect.poll(() => args.onPaymentRedirect.mock.calls.length, slow).toBe(1);
    expect(create.requests).toEqual([{ path: `/api/payments/create/${FIXTURE_COURSE_ID}`, body: { paymentMethod: 'CARD' } }]);
    expect(args.onPaymentRedirect).toHaveBeenCalledWith({ url: FIXTURE_PAYMENT_URL });
    expect(flagWhenLeaving).toBe('1');
    // Still Processing... while the page unloads, so a second press cannot start another payment.
    await expect.element(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  test('is busy and disabled while the payment is created, and a second press sends nothing more', async () => {
    const create = recordedCreate(() => new Promise<never>(() => {}));
    await renderLanding({ handlers: { paymentsCreate: create.handler } });

    await enroll();
    const busy = page.getByRole('button', { name: 'Processing...' });
    await expect.element(busy).toBeDisabled();
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy, { force: true });
    expect(create.requests).toHaveLength(1);
  });

  test("a visitor is asked to log in, and nothing is requested: Login signs in, Cancel closes", async () => {
    const create = recordedCreate(() => HttpResponse.json({}));
    const args = await renderLanding({ signedIn: false, handlers: { paymentsCreate: create.handler } });

    await enroll();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect.element(dialog).toHaveAccessibleDescription('Please login to enroll in this course');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(args.onSignIn).not.toHaveBeenCalled();

    await enroll();
    await userEvent.click(page.getByRole('dialog', { name: 'Login Required' }).getByRole('button', { name: 'Login' }));
    expect(args.onSignIn).toHaveBeenCalledOnce();
    expect(create.requests).toEqual([]);
  });

  test('a session that ended on the server (401) is asked to log in as well', async () => {
    await renderLanding({
      handlers: { paymentsCreate: http.post(createPath, () => errorResponse('LOGIN_REQUIRED')) },
    });
    await enroll();
    await expect.element(page.getByRole('dialog', { name: 'Login Required' }), slow).toBeVisible();
  });

  test('an ACCOUNT_BLOCKED answer, whatever its words, opens Account Blocked and shows the blocked screen', async () => {
    await renderLanding({
      handlers: {
        paymentsCreate: http.post(createPath, () => errorResponse('ACCOUNT_BLOCKED', { message: 'This account cannot enrol right now' })),
      },
    });
    await enroll();
    const dialog = page.getByRole('dialog', { name: 'Account Blocked' });
    await expect.element(dialog, slow).toHaveAccessibleDescription(
      'Your account has been blocked. Please contact support for assistance.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    const heading = page.getByRole('heading', { level: 1, name: 'Account Blocked' });
    await expect.element(heading).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    // Enroll Now went with the page: reading resumes at the blocked screen that took its place.
    await expect
      .poll(() => document.activeElement !== document.body && document.activeElement?.contains(heading.element()))
      .toBe(true);
  });

  test('Payment Error shows the server message, or the default when it gives none', async () => {
    let answer = () => errorResponse('PAYMENT_PROVIDER_UNAVAILABLE', { message: 'The card page is resting' });
    await renderLanding({ handlers: { paymentsCreate: http.post(createPath, () => answer()) } });

    await enroll();
    const dialog = page.getByRole('dialog', { name: 'Payment Error' });
    await expect.element(dialog, slow).toHaveAccessibleDescription('The card page is resting');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Enroll Now' })).toBeEnabled();

    answer = () => new HttpResponse(null, { status: 500 });
    await enroll();
    await expect.element(dialog, slow).toHaveAccessibleDescription('Failed to process payment');
    expect(localStorage.getItem('manara.refreshAfterPayment')).toBeNull();
  });

  test('a payment still being prepared is a Payment Error with its words, not an enrolment', async () => {
    const args = await renderLanding({ handlers: { paymentsCreate: http.post(createPath, () => errorResponse('PAYMENT_IN_PROGRESS')) } });
    await enroll();
    await expect
      .element(page.getByRole('dialog', { name: 'Payment Error' }), slow)
      .toHaveAccessibleDescription(PAYMENT_MESSAGES.paymentInProgress);
    expect(args.onNavigate).not.toHaveBeenCalled();
  });

  test("'Failed to create payment' when a success brings no payment URL", async () => {
    const args = await renderLanding({
      handlers: { paymentsCreate: http.post(createPath, () => HttpResponse.json({ status: 'success', data: { paymentId: 'p-1' } })) },
    });
    await enroll();
    await expect.element(page.getByRole('dialog', { name: 'Payment Error' }), slow).toHaveAccessibleDescription(
      'Failed to create payment',
    );
    expect(args.onPaymentRedirect).not.toHaveBeenCalled();
  });

  test('already subscribed: opens the lessons, as Open Course would', async () => {
    const args = await renderLanding({
      handlers: {
        paymentsCreate: http.post(createPath, () => errorResponse('ALREADY_SUBSCRIBED')),
      },
    });
    await enroll();
    await expect.poll(() => args.onNavigate.mock.calls, slow).toEqual([[{ href: `/course/${FIXTURE_COURSE_ID}/lessons` }]]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('a user the session already knows as blocked sees the blocked screen and sends nothing', async () => {
    const create = recordedCreate(() => HttpResponse.json({}));
    const profile = http.get('*/api/users/profile', () =>
      HttpResponse.json(buildUserResponse(buildUser({ isBlocked: true, blockReason: null, blockedAt: null }))),
    );
    await runStory(stories.default, stories.Blocked, { handlers: { usersProfile: profile, paymentsCreate: create.handler } });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Account Blocked' }), slow).toBeVisible();
    await expect.element(page.getByText('Reason:')).not.toBeInTheDocument();
    expect(create.requests).toEqual([]);
  });
});

/** `GET /payments/methods` answering as `answer` does, counting the requests. */
function countedMethods(answer: () => Response) {
  let calls = 0;
  const handler = http.get('*/api/payments/methods', () => {
    calls += 1;
    return answer();
  });
  return { handler, calls: () => calls };
}
const everyWay = () => HttpResponse.json(buildPaymentMethodsResponse());

describe('choosing how to pay on the landing page', () => {
  test('the ways to pay are read at Enroll Now, not before; Continue creates the payment with the one chosen', async () => {
    const methods = countedMethods(everyWay);
    const create = recordedCreate(() => HttpResponse.json({ status: 'success', data: { paymentUrl: FIXTURE_PAYMENT_URL, paymentId: 'p-1' } }));
    const args = await renderLanding({ handlers: { paymentsMethods: methods.handler, paymentsCreate: create.handler } });
    expect(methods.calls()).toBe(0);

    await enroll();
    const dialog = page.getByRole('dialog', { name: 'Choose how to pay' });
    await expect.element(dialog, slow).toBeVisible();
    expect(methods.calls()).toBe(1);
    await userEvent.click(dialog.getByRole('radio', { name: 'Cash at a Fawry or Aman kiosk' }));
    expect(create.requests).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));

    await expect.poll(() => args.onPaymentRedirect.mock.calls, slow).toEqual([[{ url: FIXTURE_PAYMENT_URL }]]);
    expect(create.requests).toEqual([{ path: `/api/payments/create/${FIXTURE_COURSE_ID}`, body: { paymentMethod: 'KIOSK' } }]);
    expect(localStorage.getItem('manara.refreshAfterPayment')).toBe('1');
  });

  test('one way to pay: no choice, the payment is created with it at once', async () => {
    const wallet = FIXTURE_PAYMENT_METHODS[1];
    const create = recordedCreate(() => HttpResponse.json({ status: 'success', data: { paymentUrl: FIXTURE_PAYMENT_URL, paymentId: 'p-1' } }));
    const args = await renderLanding({
      handlers: { paymentsMethods: http.get('*/api/payments/methods', () => HttpResponse.json(buildPaymentMethodsResponse([wallet]))), paymentsCreate: create.handler },
    });
    await enroll();
    await expect.poll(() => args.onPaymentRedirect.mock.calls.length, slow).toBe(1);
    expect(create.requests).toEqual([{ path: `/api/payments/create/${FIXTURE_COURSE_ID}`, body: { paymentMethod: 'WALLET' } }]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('the ways to pay cannot be read: the card, as before there was a choice', async () => {
    const create = recordedCreate(() => HttpResponse.json({ status: 'success', data: { paymentUrl: FIXTURE_PAYMENT_URL, paymentId: 'p-1' } }));
    const args = await renderLanding({
      handlers: { paymentsMethods: http.get('*/api/payments/methods', () => new HttpResponse(null, { status: 500 })), paymentsCreate: create.handler },
    });
    await enroll();
    await expect.poll(() => args.onPaymentRedirect.mock.calls.length, slow).toBe(1);
    expect(create.requests).toEqual([{ path: `/api/payments/create/${FIXTURE_COURSE_ID}`, body: { paymentMethod: 'CARD' } }]);
  });

  test('a free course asks no way to pay: it is enrolled at once', async () => {
    const methods = countedMethods(everyWay);
    const create = recordedCreate(() => HttpResponse.json({ status: 'success', data: { paymentUrl: `https://manara.test/course/${FIXTURE_COURSE_ID}/lessons`, paymentId: null } }));
    const free = http.get('*/api/courses/:id', ({ params }) =>
      HttpResponse.json({ status: 'success', data: { course: buildCourseDetail({ _id: String(params.id), currentPrice: 0, oldPrice: 0 }) } }),
    );
    const args = await renderLanding({ handlers: { courseDetail: free, paymentsMethods: methods.handler, paymentsCreate: create.handler } });
    await enroll();
    await expect.poll(() => args.onPaymentRedirect.mock.calls.length, slow).toBe(1);
    expect(methods.calls()).toBe(0);
    expect(create.requests).toEqual([{ path: `/api/payments/create/${FIXTURE_COURSE_ID}`, body: { paymentMethod: 'CARD' } }]);
  });

  test('the course turns out to be owned already: the choice closes and the lessons open', async () => {
    const args = await renderLanding({
      handlers: { paymentsMethods: http.get('*/api/payments/methods', everyWay), paymentsCreate: http.post(createPath, () => errorResponse('ALREADY_SUBSCRIBED')) },
    });
    await enroll();
    const dialog = page.getByRole('dialog', { name: 'Choose how to pay' });
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => args.onNavigate.mock.calls, slow).toEqual([[{ href: `/course/${FIXTURE_COURSE_ID}/lessons` }]]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('Escape closes the choice, sends nothing, and gives focus back to Enroll Now', async () => {
    const create = recordedCreate(() => HttpResponse.json({}));
    await renderLanding({ handlers: { paymentsMethods: http.get('*/api/payments/methods', everyWay), paymentsCreate: create.handler } });
    await enroll();
    await expect.element(page.getByRole('dialog', { name: 'Choose how to pay' }), slow).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Enroll Now' })).toHaveFocus();
    expect(create.requests).toEqual([]);
  });
});

describe('the course contents on the landing page', () => {
  test('counts the videos and the PDFs the course holds, names no quiz, and leaves out a PDF count of none', async () => {
    await renderLanding({ signedIn: false });
    await expect.element(page.getByRole('list').filter({ hasText: 'videos' })).toHaveTextContent('30 videos2 PDFs');
    await expect.element(page.getByText(/quiz/i)).not.toBeInTheDocument();

    const withoutFiles = http.get('*/api/courses/:id', ({ params }) =>
      HttpResponse.json({ status: 'success', data: { course: buildCourseDetail({ _id: String(params.id), stats: { videos: 30, pdfs: 0 } }) } }),
    );
    await renderLanding({ signedIn: false, handlers: { courseDetail: withoutFiles } });
    const contents = page.getByRole('list').filter({ hasText: 'videos' });
    await expect.element(contents).toHaveTextContent('30 videos');
    expect(contents.getByRole('listitem').elements()).toHaveLength(1);
  });
});
