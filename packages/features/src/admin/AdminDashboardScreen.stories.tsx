import { adminDashboardStats, adminLessonLengths } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { sessionAs } from '../shared/session/storySupport';
import { AdminDashboardScreen } from './AdminDashboardScreen';
import { ADMIN_STORIES, onPhone } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminDashboardScreen',
  component: AdminDashboardScreen,
  ...ADMIN_STORIES,
  args: { links: { users: '/admin/users', courses: '/admin/courses', subscriptions: '/admin/subscriptions' } },
} satisfies Meta<typeof AdminDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const figureOf = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('dl')].find((list) => list.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent;

/** The four figures, money in EGP with two decimals, and the quick actions. */
export const Figures: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figureOf(canvasElement, 'Total Revenue')).toBe('48,250.50 EGP'));
    await expect(figureOf(canvasElement, 'Total Users')).toBe('312');
    await expect(figureOf(canvasElement, 'Total Courses')).toBe('36');
    await expect(figureOf(canvasElement, 'Active Subscriptions')).toBe('187');
    const actions = canvas.getByRole('navigation', { name: 'Quick actions' });
    await expect(actions.querySelectorAll('a')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Manage Courses' })).toHaveAttribute('href', '/admin/courses');
    // Every lesson measured and none disputed: nothing about lengths.
    await expect(canvas.queryByRole('heading', { name: 'Lesson lengths to check' })).toBeNull();
  },
};

/** Lessons a learner's player disputed, and lessons never measured, each with its course. */
export const LessonLengths: Story = {
  parameters: { msw: { handlers: { adminLessonLengths: adminLessonLengths.some } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lesson lengths to check' }, { timeout: 3000 })).toBeVisible();
    const flagged = canvas.getByRole('table', { name: "A learner's player reported another length" });
    await expect(within(flagged).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Lesson', 'Course', 'Measured', 'Reported by a player', 'Reported on']);
    await expect(within(flagged).getByRole('row', { name: /Writing the essay/ })).toHaveTextContent(/Build Your Global Profile\s*12:00\s*1:35/);
    const unmeasured = canvas.getByRole('table', { name: 'Never measured' });
    await expect(within(unmeasured).getAllByRole('row')).toHaveLength(4);
    await expect(within(unmeasured).getByRole('row', { name: /Finding scholarships/ })).toHaveTextContent('Build Your Global Profile');
  },
};

/** In Arabic: the same lists, lengths in Arabic digits. */
export const LessonLengthsArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { adminLessonLengths: adminLessonLengths.some } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'مدد دروس تحتاج إلى مراجعة' }, { timeout: 3000 })).toBeVisible();
    const flagged = canvas.getByRole('table', { name: 'أرسل مشغّلُ أحد المتعلّمين مدةً مختلفة' });
    await expect(within(flagged).getByRole('row', { name: /كتابة خطاب الدافع/ })).toHaveTextContent('٢٠:١١');
    await expect(canvas.getByRole('table', { name: 'لم تُقَس قط' })).toBeVisible();
  },
};

/** The lengths could not be read: said so, with a retry, the figures still there. */
export const LessonLengthsFailed: Story = {
  parameters: { msw: { handlers: { adminLessonLengths: adminLessonLengths.error } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(figureOf(canvasElement, 'Total Users')).toBe('312'));
    await expect(await canvas.findByText('Failed to fetch lesson lengths', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Opening the dashboard reads the user again (a role taken away elsewhere counts at once). */
export const RefreshesTheUser: Story = {
  parameters: {
    msw: {
      handlers: {
        usersProfile: http.get('*/api/users/profile', ({ request }) => {
          profileReads.push(request.url);
          return HttpResponse.json({ status: 'success', data: { user: { _id: 'a', firstName: 'Manara', lastName: 'Admin', email: 'admin@manara.local', role: 'admin' } } });
        }),
      },
    },
  },
  beforeEach: () => {
    profileReads.length = 0;
    return sessionAs('admin')();
  },
  play: async ({ canvas }) => {
    await canvas.findByText('312', {}, { timeout: 3000 });
    // Once by the session as the page opens, and once more by the dashboard.
    await waitFor(() => expect(profileReads.length).toBeGreaterThanOrEqual(2));
  },
};
const profileReads: string[] = [];

/** On their way: placeholders, each card busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminDashboardStats: adminDashboardStats.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('section[aria-busy="true"]')).toHaveLength(4));
  },
};

/** The figures could not be read: the default words and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { adminDashboardStats: adminDashboardStats.error } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Failed to fetch dashboard stats');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** In Arabic: the figures in Arabic digits, the amount in Egyptian pounds. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'لوحة التحكم' }, { timeout: 3000 });
    await waitFor(() => expect(figureOf(canvasElement, 'إجمالي الإيرادات')).toBe('٤٨٬٢٥٠٫٥٠ ج.م'));
  },
};

/** On a 390 px phone, in English and in Arabic: the same page, no wider than the screen. */
export const Phone: Story = onPhone(Figures);
export const ArabicPhone: Story = onPhone(Arabic);
