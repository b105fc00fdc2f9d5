import { courseDetail, coursesSubscriptionStatus, FIXTURE_COURSE_ID, paymentsCreate, paymentsMethods, storeSessionHint, usersProfile } from '@manara/api-client/mocks';
import { PAYMENT_MESSAGES } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CourseLandingScreen, type CourseLandingScreenProps } from './CourseLandingScreen';
import { sessionAs, withSession } from '../shared/session/storySupport';

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 3000 };

/** The course is on screen once its title heading is. */
const loaded = (canvas: Canvas) => canvas.findByRole('heading', { level: 1 }, slow);
/** The course's contents: the unnamed list its video count stands in. */
const contentsOf = (count: HTMLElement) => {
  const list = count.closest('ul');
  if (!list) throw new Error('The video count stands in no list');
  return list;
};

/** A returning learner's session, stored before the story renders. */
const signedIn = () => {
  storeSessionHint('user');
};

const meta = {
  title: 'Features/Enrolment/CourseLandingScreen',
  component: CourseLandingScreen,
  parameters: {
    layout: 'fullscreen',
    // A server that takes cards alone, as before there was a choice: Enroll Now goes straight on. The choice's stories offer every way.
    msw: { handlers: { paymentsMethods: paymentsMethods.cardOnly } },
    viewport: { options: { narrow: { name: 'Narrow phone', styles: { width: '320px', height: '720px' }, type: 'mobile' } } },
  },
  args: {
    courseId: FIXTURE_COURSE_ID,
    onNavigate: fn<CourseLandingScreenProps['onNavigate']>(),
    onSignIn: fn<CourseLandingScreenProps['onSignIn']>(),
    // Stories never leave for the payment page.
    onPaymentRedirect: fn<NonNullable<CourseLandingScreenProps['onPaymentRedirect']>>(),
  },
  decorators: [withSession],
  // A visitor unless the story signs in.
  beforeEach: sessionAs('visitor'),
} satisfies Meta<typeof CourseLandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The course is on its way: the header's and sections' shapes, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { courseDetail: courseDetail.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading course');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A visitor reads the course: header, contents, price and Enroll Now, then its sections. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const title = await loaded(canvas);
    await expect(title).toHaveTextContent('Build Your Global Profile');
    await expect(canvas.getByText('Turn your studies and experience into a profile that wins scholarships abroad.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveTextContent('(50 ratings)');
    const contents = within(contentsOf(canvas.getByText('30 videos')));
    await expect(contents.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['30 videos', '2 PDFs']);
    await expect(canvas.getByText('EGP 1,200')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Course Description' })).toBeVisible();
    const learn = canvas.getByRole('region', { name: "What You'll Learn" });
    await expect(within(learn).getAllByRole('listitem')).toHaveLength(6);
    const audience = canvas.getByRole('region', { name: 'Target Audience' });
    await expect(within(audience).getAllByRole('listitem')).toHaveLength(4);
    const instructor = within(canvas.getByRole('region', { name: 'Your Instructor' }));
    await expect(instructor.getByText('Nour El-Sayed')).toBeVisible();
    await expect(instructor.getByText('Scholarship Advisor')).toBeVisible();
    await expect(instructor.getByText(/more than 300 students/)).toBeVisible();
    // The course's own text is marked with its language.
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(title).toHaveAttribute('dir', 'ltr');
  },
};

/** A course taught in Arabic, read in English: its own text right to left, the page's words left to right. */
export const ArabicCourse: Story = {
  parameters: { msw: { handlers: { courseDetail: courseDetail.arabicCourse } } },
  play: async ({ canvas }) => {
    const title = await loaded(canvas);
    await expect(title).toHaveAttribute('lang', 'ar');
    await expect(title).toHaveAttribute('dir', 'rtl');
    const learn = canvas.getByRole('region', { name: "What You'll Learn" });
    await expect(within(learn).getByRole('list')).toHaveAttribute('dir', 'rtl');
    const instructor = within(canvas.getByRole('region', { name: 'Your Instructor' }));
    await expect(instructor.getByText('سارة محمود').closest('[lang]')).toHaveAttribute('lang', 'ar');
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  },
};

/** The same course read in Arabic. */
export const ArabicCourseArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { courseDetail: courseDetail.arabicCourse } } },
  play: async ({ canvas }) => {
    const title = await loaded(canvas);
    await expect(title).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('region', { name: 'مدرّبك' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'ماذا ستتعلم' })).toBeVisible();
  },
};

/** A subscriber gets Open Course, which opens the lessons. */
export const Subscribed: Story = {
  beforeEach: signedIn,
  parameters: { msw: { handlers: { coursesSubscriptionStatus: coursesSubscriptionStatus.subscribed } } },
  play: async ({ canvas, userEvent, args }) => {
    await loaded(canvas);
    const open = await canvas.findByRole('button', { name: 'Open Course' }, slow);
    await expect(canvas.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    await userEvent.click(open);
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: `/course/${FIXTURE_COURSE_ID}/lessons` });
  },
};

/** A blocked learner sees the blocked-account screen instead, with the reason and the date. */
export const Blocked: Story = {
  beforeEach: signedIn,
  parameters: { msw: { handlers: { usersProfile: usersProfile.blocked } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account Blocked' }, slow)).toBeVisible();
    await expect(canvas.getByText('Shared account')).toBeVisible();
    await expect(canvas.getByText('November 1, 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    // The server's support address (docs/product/public-pages.md#contact-details) is in the picture.
    await expect(await canvas.findByRole('link', { name: 'Contact Support' }, slow)).toHaveAttribute('href', 'mailto:support@manara.local');
  },
};

/** The subscription check answers 'blocked' (docs/product/course-page.md#api-calls): the same screen, without details to show. */
export const BlockedBySubscriptionCheck: Story = {
  beforeEach: signedIn,
  parameters: { msw: { handlers: { coursesSubscriptionStatus: coursesSubscriptionStatus.blocked } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account Blocked' }, slow)).toBeVisible();
    await expect(canvas.queryByText('Reason:')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Contact Support' }, slow)).toBeVisible();
  },
};

/** The payment is being created: the button reads Processing... and is disabled. */
export const Processing: Story = {
  beforeEach: signedIn,
  parameters: { msw: { handlers: { paymentsCreate: paymentsCreate.loading } } },
  play: async ({ canvas, userEvent, args }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll Now' }));
    const busy = await canvas.findByRole('button', { name: 'Processing...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(args.onPaymentRedirect).not.toHaveBeenCalled();
  },
};

/**
 * The payment service is down: 'Payment Error' with the server's message. Closing it gives focus
 * back to Enroll Now, which was busy (and so had lost focus) while the payment was tried.
 */
export const PaymentError: Story = {
  beforeEach: signedIn,
  parameters: { msw: { handlers: { paymentsCreate: paymentsCreate.providerUnavailable } } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const enroll = canvas.getByRole('button', { name: 'Enroll Now' });
    await userEvent.click(enroll);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Error' }, slow);
    await expect(dialog).toHaveAccessibleDescription(PAYMENT_MESSAGES.providerUnavailable);
    await expect(canvas.getByRole('button', { name: 'Enroll Now', hidden: true })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(enroll).toHaveFocus();
  },
};

/** A visitor presses Enroll Now: Login Required, with Login, Sign Up and Cancel; Cancel gives focus back. */
export const LoginRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await loaded(canvas);
    const enroll = canvas.getByRole('button', { name: 'Enroll Now' });
    await userEvent.click(enroll);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, slow);
    await expect(dialog).toHaveAccessibleDescription('Please login to enroll in this course');
    await expect(within(dialog).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(enroll).toHaveFocus();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** No such course: the server's 'Course not found', and the way back to the catalogue. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { courseDetail: courseDetail.notFound } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Error:');
    await expect(alert).toHaveTextContent('Course not found');
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  },
};

/** Arabic, right to left: the words, the digits and the layout mirror. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: 'سجّل الآن' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'وصف الدورة' })).toBeVisible();
    const contents = within(contentsOf(canvas.getByText('٣٠ فيديو')));
    await expect(contents.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['٣٠ فيديو', 'ملفا PDF']);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // An English course keeps its own text left to right on the Arabic page.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('region', { name: 'مدرّبك' })).toBeVisible();
  },
};

/** Arabic, the payment failed: the dialog and the server's message in Arabic. */
export const ArabicPaymentError: Story = {
  globals: { locale: 'ar' },
  beforeEach: signedIn,
  parameters: { msw: { handlers: { paymentsCreate: paymentsCreate.providerUnavailable } } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'سجّل الآن' }));
    const dialog = await screen.findByRole('dialog', { name: 'خطأ في الدفع' }, slow);
    await expect(dialog).toHaveAccessibleDescription('خدمة الدفع غير متاحة الآن. يُرجى المحاولة لاحقًا.');
  },
};

/** The choice of how to pay, as a story reads it in either language. */
const choiceWords = {
  en: {
    enroll: 'Enroll Now',
    title: 'Choose how to pay',
    text: /^You are paying EGP\s?[\d,]+ for Build Your Global Profile\.$/,
    group: 'Pay with',
    methods: ['Bank card', 'Mobile wallet', 'Cash at a Fawry or Aman kiosk'],
    continue: 'Continue',
    processing: 'Processing...',
    cancel: 'Cancel',
    unavailable: PAYMENT_MESSAGES.providerUnavailable as string,
  },
  ar: {
    enroll: 'سجّل الآن',
    title: 'اختر طريقة الدفع',
    text: /^ستدفع .+ مقابل Build Your Global Profile\.$/,
    group: 'الدفع عبر',
    methods: ['بطاقة بنكية', 'محفظة إلكترونية', 'نقدًا في منافذ فوري أو أمان'],
    continue: 'متابعة',
    processing: 'جارٍ التنفيذ...',
    cancel: 'إلغاء',
    unavailable: 'خدمة الدفع غير متاحة الآن. يُرجى المحاولة لاحقًا.',
  },
};
type ChoiceWords = (typeof choiceWords)['en'];

/** A signed-in learner presses Enroll Now on a server that offers every way to pay: the choice opens. */
async function openChoice(canvas: Canvas, userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'], words: ChoiceWords) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: words.enroll }));
  const dialog = await screen.findByRole('dialog', { name: words.title }, slow);
  const group = within(dialog).getByRole('group', { name: words.group });
  return { dialog, group, radios: within(group).getAllByRole('radio') };
}

const choosing = { beforeEach: signedIn, parameters: { msw: { handlers: { paymentsMethods: paymentsMethods.default } } } } satisfies Story;

/** The open choice: the ways to pay in the reader's language, the price, focus on the first (chosen) way. */
const choiceOpen = (words: ChoiceWords): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const { dialog, radios } = await openChoice(canvas, userEvent, words);
    await expect(dialog).toHaveAccessibleDescription(words.text);
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(words.methods);
    for (const [index, name] of words.methods.entries()) await expect(within(dialog).getByRole('radio', { name })).toBe(radios[index]);
    await expect(radios[0]).toBeChecked();
    await waitFor(() => expect(radios[0]).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: words.continue })).toBeEnabled();
    await expect(args.onPaymentRedirect).not.toHaveBeenCalled();
  };

/** Arrow keys move along the ways to pay and choose as they go. */
const choiceChoosing = (words: ChoiceWords): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const { radios } = await openChoice(canvas, userEvent, words);
    await waitFor(() => expect(radios[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(radios[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
  };

/** Continue creates the payment with the way chosen: busy until the browser leaves, and nothing closes it meanwhile. */
const choiceBusy = (words: ChoiceWords): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const { dialog, radios } = await openChoice(canvas, userEvent, words);
    await userEvent.click(within(dialog).getByRole('radio', { name: words.methods[1] }));
    await userEvent.click(within(dialog).getByRole('button', { name: words.continue }));
    const busy = await within(dialog).findByRole('button', { name: words.processing });
    await expect(busy).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: words.cancel })).toBeDisabled();
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  };

/** The payment could not be created: said inside the choice, which stays open to try again or choose another way. */
const choiceFailed = (words: ChoiceWords): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const { dialog } = await openChoice(canvas, userEvent, words);
    await userEvent.click(within(dialog).getByRole('radio', { name: words.methods[2] }));
    await userEvent.click(within(dialog).getByRole('button', { name: words.continue }));
    await expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(words.unavailable);
    await expect(await within(dialog).findByRole('button', { name: words.continue })).toBeEnabled();
    await expect(within(dialog).getByRole('radio', { name: words.methods[2] })).toBeChecked();
    await expect(screen.queryByRole('dialog', { name: 'Payment Error' })).not.toBeInTheDocument();
  };

/** Enroll Now on a server that offers several ways to pay: the choice, with the price; Cancel gives focus back to Enroll Now. */
export const ChooseHowToPay: Story = {
  ...choosing,
  play: async (context) => {
    await choiceOpen(choiceWords.en)?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Enroll Now' })).toHaveFocus());
    // Open again for the picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll Now' }));
    await expect(await screen.findByRole('dialog', { name: 'Choose how to pay' }, slow)).toBeVisible();
  },
};

export const ChoosingAWay: Story = { ...choosing, play: choiceChoosing(choiceWords.en) };

export const ChoiceBusy: Story = {
  ...choosing,
  parameters: { msw: { handlers: { paymentsMethods: paymentsMethods.default, paymentsCreate: paymentsCreate.loading } } },
  play: choiceBusy(choiceWords.en),
};

export const ChoiceFailed: Story = {
  ...choosing,
  parameters: { msw: { handlers: { paymentsMethods: paymentsMethods.default, paymentsCreate: paymentsCreate.providerUnavailable } } },
  play: choiceFailed(choiceWords.en),
};

/** The choice on the narrowest phone: every way to pay and both buttons fit, 44 px tall at least. */
export const ChooseHowToPayNarrow: Story = {
  ...choosing,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async (context) => {
    await choiceOpen(choiceWords.en)?.(context);
    const dialog = screen.getByRole('dialog');
    for (const control of [...within(dialog).getAllByRole('radio'), ...within(dialog).getAllByRole('button')]) {
      const box = (control.closest('label') ?? control).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    }
  },
};

export const ArabicChooseHowToPay: Story = { ...choosing, globals: { locale: 'ar' }, play: choiceOpen(choiceWords.ar) };

export const ArabicChoosingAWay: Story = { ...choosing, globals: { locale: 'ar' }, play: choiceChoosing(choiceWords.ar) };

export const ArabicChoiceBusy: Story = { ...ChoiceBusy, globals: { locale: 'ar' }, play: choiceBusy(choiceWords.ar) };

export const ArabicChoiceFailed: Story = { ...ChoiceFailed, globals: { locale: 'ar' }, play: choiceFailed(choiceWords.ar) };

export const ArabicChooseHowToPayNarrow: Story = {
  ...choosing,
  globals: { locale: 'ar', viewport: { value: 'narrow', isRotated: false } },
  play: choiceOpen(choiceWords.ar),
};
