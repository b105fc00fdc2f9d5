import { adminApplications } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sessionAs } from '../shared/session/storySupport';
import { AdminApplicationsScreen } from './AdminApplicationsScreen';
import { ADMIN_STORIES, adminTable, expectActionsInView, onPhone, oneScreen } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminApplicationsScreen',
  component: AdminApplicationsScreen,
  ...ADMIN_STORIES,
} satisfies Meta<typeof AdminApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const { table, rowOf } = adminTable('Programme applications');
/** The rows' e-mail cells, top to bottom. */
const emails = async (canvas: Canvas) => within(await table(canvas)).getAllByRole('cell', { name: /@example\.com$/ }).map((cell) => cell.textContent);

/** Applicant, e-mail, programme, the day it came in and its status; Open on every row. */
export const List: Story = {
  play: async ({ canvas }) => {
    const applications = await table(canvas);
    await waitFor(() => expect(within(applications).getAllByRole('row')).toHaveLength(7));
    await expect(within(applications).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Programme', 'Submitted', 'Status', 'Actions']);
    const first = await rowOf(canvas, 'applicant1@example.com');
    await expect(first).toHaveTextContent('Mona Adel');
    await expect(within(first).getByRole('cell', { name: 'Ambassador Program' })).toBeVisible();
    await expect(within(first).getByRole('cell', { name: 'Nov 22, 2026' })).toBeVisible();
    await expect(within(first).getByRole('cell', { name: 'Pending' })).toBeVisible();
    await expect(within(await rowOf(canvas, 'applicant3@example.com')).getByRole('cell', { name: 'Approved' })).toBeVisible();
    await expect(within(await rowOf(canvas, 'applicant6@example.com')).getByRole('cell', { name: 'Rejected' })).toBeVisible();
    await expect(within(applications).getAllByRole('button', { name: /^Open the application of / })).toHaveLength(6);
  },
};

/** Choosing a programme, then a status, asks the server for them and lists only what matches. */
export const Filter: Story = {
  parameters: {
    msw: {
      handlers: {
        // Notes what was asked, then lets the shared handler answer (it filters as the server does).
        adminApplications: [
          http.get('*/api/admin/applications', ({ request }) => {
            const { searchParams } = new URL(request.url);
            asked.push({ program: searchParams.get('program'), status: searchParams.get('status') });
          }),
          ...adminApplications.default,
        ],
      },
    },
  },
  beforeEach: () => {
    asked.length = 0;
    return sessionAs('admin')();
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await emails(canvas)).toHaveLength(6), { timeout: 3000 });
    await userEvent.selectOptions(canvas.getByLabelText('Programme'), 'mentorship');
    await waitFor(() => expect(asked).toContainEqual({ program: 'mentorship', status: null }));
    await waitFor(async () => expect(await emails(canvas)).toEqual(['applicant2@example.com', 'applicant4@example.com', 'applicant6@example.com']));
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(asked).toContainEqual({ program: 'mentorship', status: 'pending' }));
    await waitFor(async () => expect(await emails(canvas)).toEqual(['applicant2@example.com', 'applicant4@example.com']));
    for (const row of within(await table(canvas)).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Mentorship & Career Guidance');
      await expect(row).toHaveTextContent('Pending');
    }
  },
};
const asked: Array<{ program: string | null; status: string | null }> = [];

/** A pending one: its four answers under their questions; approved with a note, the row says Approved and a message confirms. */
export const Approve: Story = {
  parameters: {
    msw: {
      handlers: {
        // Keeps the decision that was sent, then lets the shared handler answer.
        adminApplications: [
          http.patch('*/api/admin/applications/:id', async ({ request }) => {
            sent.push(await request.clone().json());
          }),
          ...adminApplications.default,
        ],
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
    return sessionAs('admin')();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await rowOf(canvas, 'applicant1@example.com')).getByRole('button', { name: 'Open the application of Mona Adel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ambassador Program application' });
    await expect(dialog).toHaveAccessibleDescription('Mona Adel · applicant1@example.com · Submitted on Nov 22, 2026');
    const questions = within(dialog).getAllByRole('term').map((term) => term.textContent);
    await expect(questions).toEqual([
      'Why do you want to be a Manara ambassador?',
      'How would you promote Manara where you study?',
      'Your experience in leading, organising or volunteering',
      'Your questions for us',
    ]);
    await expect(within(dialog).getByText('Can ambassadors attend the mentorship sessions too?')).toBeVisible();
    // Taller than a 1280×800 screen: the buttons stay in view.
    await expectActionsInView(dialog, ['Cancel', 'Save decision']);

    // No decision yet: saying so, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await expect(await within(dialog).findByText('Choose Approve or Reject.')).toBeVisible();
    await expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    await userEvent.type(within(dialog).getByLabelText('Note to the applicant (optional)'), '  Welcome to the team!  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByText('Application approved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sent).toEqual([{ status: 'approved', note: 'Welcome to the team!' }]);
    await expect(within(await rowOf(canvas, 'applicant1@example.com')).getByRole('cell', { name: 'Approved' })).toBeVisible();
  },
};
const sent: unknown[] = [];

/** A reviewed one reads its decision, the day and the note; there is nothing to decide. */
export const Reviewed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await rowOf(canvas, 'applicant6@example.com')).getByRole('button', { name: /^Open the application of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Mentorship & Career Guidance application' });
    await expect(within(dialog).getByText('Rejected')).toBeVisible();
    await expect(within(dialog).getByText('Nov 23, 2026')).toBeVisible();
    await expect(within(dialog).getByText('Please apply again next term.')).toBeVisible();
    await expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await expectActionsInView(dialog, ['Close']);
  },
};

/** Someone decided first: the server's reason in the dialog, and the page's message. */
export const AlreadyReviewed: Story = {
  parameters: { msw: { handlers: { adminApplications: [...adminApplications.reviewed, ...adminApplications.default] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await rowOf(canvas, 'applicant2@example.com')).getByRole('button', { name: /^Open the application of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Mentorship & Career Guidance application' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This application has already been reviewed.');
    await expect(await canvas.findByText('Failed to review application')).toBeVisible();
  },
};

/** Nobody has applied yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminApplications: adminApplications.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'No applications yet.' }, { timeout: 3000 })).toBeVisible();
  },
};

/** Could not be read. */
export const Failed: Story = {
  parameters: { msw: { handlers: { adminApplications: adminApplications.error } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Something went wrong on our side');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** In Arabic, right to left: the words, the dates and the open application. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الطلبات' }, { timeout: 3000 })).toBeVisible();
    const applications = await canvas.findByRole('table', { name: 'طلبات البرامج' });
    await waitFor(() => expect(within(applications).getAllByRole('row')).toHaveLength(7));
    await expect(within(applications).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['الاسم', 'البريد الإلكتروني', 'البرنامج', 'تاريخ التقديم', 'الحالة', 'الإجراءات']);
    await expect(within(applications).getAllByRole('cell', { name: 'قيد المراجعة' })).toHaveLength(4);
    const [sara] = within(applications).getAllByRole('button', { name: 'فتح طلب سارة محمود' });
    if (!sara) throw new globalThis.Error('No row for سارة محمود');
    await userEvent.click(sara);
    const dialog = await screen.findByRole('dialog', { name: 'طلب الإرشاد والتوجيه المهني' });
    await expect(within(dialog).getByRole('radio', { name: 'قبول' })).toBeVisible();
    await expect(within(dialog).getByLabelText('ملاحظة لمقدّم الطلب (اختيارية)')).toBeVisible();
  },
};

/** On a 390 px phone, in English and in Arabic: the same page, no wider than the screen. */
export const Phone: Story = onPhone(List);
/** The decision dialog on the phone is taller than the screen: its body scrolls, and its buttons stay in view. */
export const ArabicPhone: Story = onPhone({
  ...Arabic,
  play: async (context) => {
    await Arabic.play?.(context);
    await expectActionsInView(await screen.findByRole('dialog'), ['إلغاء', 'حفظ القرار']);
  },
});

/**
 * An application's dialog on the 390 px phone: opened from the row of `email`, then the box whole on the screen
 * with its buttons; the picture is that screen.
 */
const dialogOnPhone = (locale: 'en' | 'ar', email: string, actions: readonly string[]): Story =>
  onPhone({
    globals: { locale },
    decorators: [oneScreen],
    play: async ({ canvas, userEvent }) => {
      const row = await adminTable(locale === 'ar' ? 'طلبات البرامج' : 'Programme applications').rowOf(canvas, email);
      await userEvent.click(within(row).getByRole('button'));
      await expectActionsInView(await screen.findByRole('dialog'), actions);
    },
  });

/** A pending one, in English (the Arabic is `ArabicPhone`). */
export const DecidePhone = dialogOnPhone('en', 'applicant1@example.com', ['Cancel', 'Save decision']);
/** A reviewed one: its decision and note, and Close. */
export const ReviewedPhone = dialogOnPhone('en', 'applicant6@example.com', ['Close']);
export const ReviewedArabicPhone = dialogOnPhone('ar', 'applicant6@example.com', ['إغلاق']);
