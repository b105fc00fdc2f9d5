import { myApplications } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { MyApplicationsScreen } from './MyApplicationsScreen';

const meta = {
  title: 'Features/Applications/MyApplicationsScreen',
  component: MyApplicationsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withSession],
  beforeEach: sessionAs('learner'),
} satisfies Meta<typeof MyApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending ambassador application and an approved mentorship request with the team's note; the answers fold open. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, { timeout: 3000 });
    await expect(cards).toHaveLength(2);
    const [pending, approved] = cards.map((card) => within(card));
    if (!pending || !approved) throw new Error('Two cards expected');

    await expect(pending.getByRole('heading', { level: 2, name: 'Ambassador Program' })).toBeVisible();
    await expect(pending.getByText('Submitted on November 22, 2026')).toBeVisible();
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.queryByText('Note from the team')).not.toBeInTheDocument();

    await expect(approved.getByRole('heading', { level: 2, name: 'Mentorship & Career Guidance' })).toBeVisible();
    await expect(approved.getByText('Approved')).toBeVisible();
    await expect(approved.getByText('Submitted on November 20, 2026 · Reviewed on November 21, 2026')).toBeVisible();
    await expect(approved.getByText('Welcome! Your mentor will write to you this week.')).toBeVisible();

    // The answers are folded away until asked for, in the order the form asked them.
    await expect(approved.getByText('What is your goal?')).not.toBeVisible();
    await userEvent.click(approved.getByText('Your answers'));
    await expect(approved.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'What is your goal?',
      'Which area do you need guidance in?',
      'What do you expect from your mentor?',
      'When are you available?',
    ]);
    await expect(approved.getByText('Weekday evenings after 7 pm, Cairo time')).toBeVisible();
  },
};

/** None yet: the sentence, and the way to the programmes. */
export const Empty: Story = {
  parameters: { msw: { handlers: { myApplications: myApplications.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have not applied to a programme yet.', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore our programmes' })).toHaveAttribute('href', '/services');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** On their way: placeholder cards, and the list says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { myApplications: myApplications.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** Could not be read: the server's words, and a way to ask again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { myApplications: myApplications.error } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Error:');
    await expect(alert).toHaveTextContent('Something went wrong on our side');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** Arabic, right to left: the cards, the dates and the answers in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, { timeout: 3000 });
    await expect(cards).toHaveLength(2);
    const approved = within(cards[1] as HTMLElement);
    await expect(approved.getByRole('heading', { level: 2, name: 'الإرشاد والتوجيه المهني' })).toBeVisible();
    await expect(approved.getByText('مقبول')).toBeVisible();
    await userEvent.click(approved.getByText('إجاباتك'));
    await waitFor(() => expect(approved.getByText('ما هدفك؟')).toBeVisible());
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
