import { buildCoursesPage, coursesList, coursesSearch, errorResponse, paymentsCreate, paymentsMethods, storeSessionHint, usersProfile } from '@manara/api-client/mocks';
import { PAYMENT_MESSAGES } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CARD_SKELETON_MS } from '../shared/course-card/constants';
import type { CourseActionHandler } from './courseAction';
import { CoursesScreen, type CoursesScreenProps } from './CoursesScreen';
import { sessionAs, withSession } from '../shared/session/storySupport';

/** The one-second skeleton comes first, so every wait allows for it. */
const slow = { timeout: 4000 };

const meta = {
  title: 'Features/Courses/CoursesScreen',
  component: CoursesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onCourseAction: fn<CourseActionHandler>(),
    onSignIn: fn<NonNullable<CoursesScreenProps['onSignIn']>>(),
    // Stories never leave for the payment page.
    onPaymentRedirect: fn<NonNullable<CoursesScreenProps['onPaymentRedirect']>>(),
  },
  // A visitor unless the story signs in; Enroll Now asks the session who is enrolling.
  beforeEach: sessionAs('visitor'),
  decorators: [withSession],
} satisfies Meta<typeof CoursesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * Stories about one card or one pager need Latest alone: with the categories empty the page, and so its
 * screenshot and accessibility check, is a third as tall (All Sections shows the whole page).
 */
const latestOnly = { coursesList: coursesList.noCategories };

/** Requests never answer: a grid's worth of card skeletons in each section. */
export const Loading: Story = {
  parameters: { msw: { handlers: { coursesList: coursesList.loading, coursesSearch: coursesSearch.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Discover Our Courses' })).toBeVisible();
    // Past the skeleton's first second, the pending data keeps it on.
    await new Promise((resolve) => setTimeout(resolve, CARD_SKELETON_MS + 200));
    await expect(canvas.getAllByText('Loading course')).toHaveLength(27);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** Latest (with New badges on fresh courses), Featured and Manara, each with its own pager. */
export const AllSections: Story = {
  play: async ({ canvas }) => {
    const latest = within(await canvas.findByRole('region', { name: 'Latest Courses' }, slow));
    await expect(await latest.findAllByRole('article', {}, slow)).toHaveLength(9);
    await expect(latest.getAllByText('New')).toHaveLength(2);
    await expect(await canvas.findByRole('region', { name: 'Featured Courses' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Manara Courses' }, slow)).toBeVisible();
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3);
  },
};

/** Neither category has courses: only Latest shows. */
export const FeaturedAndManaraAbsent: Story = {
  parameters: { msw: { handlers: { coursesList: coursesList.noCategories } } },
  play: async ({ canvas }) => {
    const latest = within(await canvas.findByRole('region', { name: 'Latest Courses' }, slow));
    await expect(await latest.findAllByRole('article', {}, slow)).toHaveLength(9);
    await expect(canvas.queryByRole('heading', { name: 'Featured Courses' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Manara Courses' })).not.toBeInTheDocument();
  },
};

/** No course at all: Latest says so, the categories hide. */
export const Empty: Story = {
  parameters: { msw: { handlers: { coursesList: coursesList.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No courses found', {}, slow)).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

/** One listing fails, the others carry on: the alert stays inside its section. */
export const SectionError: Story = {
  parameters: {
    msw: {
      handlers: {
        coursesList: http.get('*/api/courses', ({ request }) => {
          const category = new URL(request.url).searchParams.get('category');
          if (category !== 'Featured' && category !== 'Manara') {
            return errorResponse('INTERNAL', { message: 'The latest courses are resting' });
          }
          return HttpResponse.json(buildCoursesPage({ category }));
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const latest = within(await canvas.findByRole('region', { name: 'Latest Courses' }, slow));
    const alert = await latest.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Error:');
    await expect(alert).toHaveTextContent('The latest courses are resting');
    const featured = within(canvas.getByRole('region', { name: 'Featured Courses' }));
    await expect(featured.getAllByRole('article')).toHaveLength(9);
  },
};

/** Typing searches after a pause: the results heading and grid replace the listings. */
export const SearchResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'scholarship');
    await expect(
      await canvas.findByRole('heading', { name: 'Search Results for: scholarship' }, slow),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(9);
    await expect(canvas.queryByRole('heading', { name: 'Latest Courses' })).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  parameters: { msw: { handlers: { coursesSearch: coursesSearch.empty } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'astronomy{Enter}');
    await expect(await canvas.findByText('No courses found matching your search', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** A failed search takes the whole screen: 'Error:' and the server's message. */
export const SearchError: Story = {
  parameters: { msw: { handlers: { coursesSearch: coursesSearch.error } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'scholarship{Enter}');
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Error:');
    await expect(alert).toHaveTextContent('Search is unavailable right now');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Discover Our Courses' })).not.toBeInTheDocument();
  },
};

/** Each pager starts at page 1, where `<<` is disabled. */
export const FirstPage: Story = {
  parameters: { msw: { handlers: latestOnly } },
  play: async ({ canvas }) => {
    const pager = within(await canvas.findByRole('navigation', { name: 'Latest Courses pages' }, slow));
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** Paging forward to the last page of Latest (3 of 3): `>>` is disabled there. */
export const LastPage: Story = {
  parameters: { msw: { handlers: latestOnly } },
  play: async ({ canvas, userEvent }) => {
    const latest = within(await canvas.findByRole('region', { name: 'Latest Courses' }, slow));
    const pager = within(await latest.findByRole('navigation', {}, slow));
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await expect(pager.getByText('Page 3')).toBeVisible();
    await waitFor(() => expect(latest.getByRole('list')).not.toHaveAttribute('aria-busy'), slow);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** Arabic, right to left: the words, the numbers (Eastern Arabic digits) and the layout mirror. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'اكتشف دوراتنا' })).toBeVisible();
    const latest = within(await canvas.findByRole('region', { name: 'أحدث الدورات' }, slow));
    await expect(await latest.findAllByRole('article', {}, slow)).toHaveLength(9);
    await expect(latest.getAllByText('جديد')).toHaveLength(2);
    await expect(canvas.getByRole('searchbox', { name: 'ابحث في الدورات' })).toHaveAttribute(
      'placeholder',
      'ابحث باسم الدورة',
    );
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/**
 * Failures in Arabic: an answer with a code shows that code's Arabic, and a failure that is not an API
 * answer (the network) shows the section's own words.
 */
export const ArabicSectionErrors: Story = {
  globals: { locale: 'ar' },
  parameters: {
    msw: {
      handlers: {
        coursesList: http.get('*/api/courses', ({ request }) => {
          const category = new URL(request.url).searchParams.get('category');
          if (category === 'Featured') return HttpResponse.error();
          if (category === 'Manara') return HttpResponse.json(buildCoursesPage({ category }));
          return errorResponse('INTERNAL', { message: 'The latest courses are resting' });
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const latest = within(await canvas.findByRole('region', { name: 'أحدث الدورات' }, slow));
    await expect(await latest.findByRole('alert', {}, slow)).toHaveTextContent('حدث خطأ من جهتنا');
    const featured = within(canvas.getByRole('region', { name: 'الدورات المميزة' }));
    await expect(await featured.findByRole('alert', {}, slow)).toHaveTextContent('تعذّر تحميل الدورات المميزة');
    await expect(within(canvas.getByRole('region', { name: 'دورات منارة' })).getAllByRole('article')).toHaveLength(9);
  },
};

/**
 * A signed-in learner presses Enroll Now: that course's card reads Processing... while the payment is
 * created; the other cards do not.
 */
export const EnrollProcessing: Story = {
  beforeEach: () => {
    storeSessionHint('user');
  },
  // Cards alone, so Enroll Now goes straight to creating the payment (the choice of how to pay is the course page's story).
  parameters: { msw: { handlers: { ...latestOnly, paymentsMethods: paymentsMethods.cardOnly, paymentsCreate: paymentsCreate.loading } } },
  play: async ({ canvas, userEvent, args }) => {
    const latest = within(await canvas.findByRole('region', { name: 'Latest Courses' }, slow));
    const [first] = await latest.findAllByRole('article', {}, slow);
    if (first === undefined) throw new Error('Latest has no course');
    await userEvent.click(within(first).getByRole('button', { name: 'Enroll Now' }));
    const busy = await within(first).findByRole('button', { name: 'Processing...' });
    await expect(busy).toBeDisabled();
    // Only that course: the rest of its section can still be pressed (and wait for it).
    await expect(latest.getAllByRole('button', { name: 'Processing...' })).toHaveLength(1);
    await expect(latest.getAllByRole('button', { name: 'Enroll Now' }).length).toBeGreaterThan(0);
    await expect(args.onPaymentRedirect).not.toHaveBeenCalled();
  },
};

/** The first card of Latest, once the courses are in. */
async function firstLatestCard(canvas: Canvas) {
  const latest = within(await canvas.findByRole('region', { name: 'Latest Courses' }, slow));
  const [first] = await latest.findAllByRole('article', {}, slow);
  if (first === undefined) throw new Error('Latest has no course');
  return first;
}

/**
 * A visitor presses Enroll Now on a card: Login Required. Cancel gives focus back to that card's
 * button; Login goes to sign in.
 */
export const EnrollSignedOut: Story = {
  parameters: { msw: { handlers: latestOnly } },
  play: async ({ canvas, userEvent, args }) => {
    const enroll = within(await firstLatestCard(canvas)).getByRole('button', { name: 'Enroll Now' });
    await userEvent.click(enroll);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, slow);
    await expect(dialog).toHaveAccessibleDescription('Please login to enroll in this course');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(enroll).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Login Required' });
    await userEvent.click(within(again).getByRole('button', { name: 'Login' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await expect(args.onCourseAction).not.toHaveBeenCalled();
  },
};

/**
 * The payment service is down: 'Payment Error' with the server's message. Closing it gives focus
 * back to the card's button, which was busy (and so had lost focus) while the payment was tried.
 */
export const EnrollPaymentError: Story = {
  beforeEach: () => {
    storeSessionHint('user');
  },
  parameters: { msw: { handlers: { ...latestOnly, paymentsCreate: paymentsCreate.providerUnavailable } } },
  play: async ({ canvas, userEvent, args }) => {
    const card = within(await firstLatestCard(canvas));
    await userEvent.click(card.getByRole('button', { name: 'Enroll Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Error' }, slow);
    await expect(dialog).toHaveAccessibleDescription(PAYMENT_MESSAGES.providerUnavailable);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(card.getByRole('button', { name: 'Enroll Now' })).toHaveFocus();
    await expect(args.onPaymentRedirect).not.toHaveBeenCalled();
  },
};

/** A learner the session knows as blocked presses Enroll Now: 'Account Blocked'; Escape gives focus back. */
export const EnrollBlocked: Story = {
  beforeEach: () => {
    storeSessionHint('user');
  },
  parameters: { msw: { handlers: { ...latestOnly, usersProfile: usersProfile.blocked } } },
  play: async ({ canvas, userEvent, args }) => {
    const enroll = within(await firstLatestCard(canvas)).getByRole('button', { name: 'Enroll Now' });
    await userEvent.click(enroll);
    const dialog = await screen.findByRole('dialog', { name: 'Account Blocked' }, slow);
    await expect(dialog).toHaveAccessibleDescription('Your account has been blocked. Please contact support for assistance.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(enroll).toHaveFocus();
    await expect(args.onPaymentRedirect).not.toHaveBeenCalled();
  },
};
