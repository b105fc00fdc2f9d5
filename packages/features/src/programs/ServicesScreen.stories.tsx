import { programApply } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { ServicesScreen, type ServicesScreenProps } from './ServicesScreen';

const meta = {
  title: 'Features/Programs/ServicesScreen',
  component: ServicesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    podcastLinks: [
      { name: 'Spotify', href: 'https://open.spotify.com/show/manara' },
      { name: 'Apple Podcasts', href: 'https://podcasts.apple.com/manara' },
      { name: 'YouTube', href: 'https://youtube.com/@manara' },
    ],
    myApplicationsHref: '/my-applications',
    onSignIn: fn<ServicesScreenProps['onSignIn']>(),
  },
  decorators: [withSession],
  beforeEach: sessionAs('learner'),
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const AMBASSADOR = {
  'Why do you want to be a Manara ambassador?': 'My classmates do not know that funded scholarships exist.',
  'How would you promote Manara where you study?': 'Talks at the faculty and a WhatsApp group.',
  'Your experience in leading, organising or volunteering': 'Student union outreach, one year.',
  'Your questions for us': 'Is there a training for new ambassadors?',
};

/** Opens the ambassador form and answers it. */
async function applyAsAmbassador({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Apply Now' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Apply to the Ambassador Program' }));
  for (const [label, answer] of Object.entries(AMBASSADOR)) await userEvent.type(dialog.getByLabelText(label), answer);
  return dialog;
}

const sent: unknown[] = [];

/** The hero, the two programmes and the podcast. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Take the Lead. Spark Inspiration. Shape the Future.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Learn More' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ambassador Program' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mentorship & Career Guidance' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request Mentor' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Listen Now' })).toBeVisible();
  },
};

/** Every answer is required; sent, the form closes and 'Application Submitted!' tells of the e-mail. */
export const Apply: Story = {
  parameters: {
    msw: {
      handlers: {
        programApply: http.post('*/api/programs/ambassador/apply', async ({ request }) => {
          const answers = (await request.json()) as Record<string, string>;
          sent.push(answers);
          return HttpResponse.json(
            { status: 'success', data: { application: { _id: 'a1', program: 'ambassador', status: 'pending', answers, reviewNote: null, reviewedAt: null, createdAt: '2026-11-25T10:00:00.000Z' } } },
            { status: 201 },
          );
        }),
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Now' }));
    const empty = within(await screen.findByRole('dialog', { name: 'Apply to the Ambassador Program' }));
    await userEvent.click(empty.getByRole('button', { name: 'Submit' }));
    await expect(await empty.findByText('Motivation is required')).toBeVisible();
    await expect(empty.getByText('Questions is required')).toBeVisible();
    await userEvent.click(empty.getByRole('button', { name: 'Cancel' }));

    const dialog = await applyAsAmbassador({ canvas, userEvent });
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const done = await screen.findByRole('dialog', { name: 'Application Submitted!' });
    await expect(done).toHaveTextContent('confirmation e-mail');
    await expect(within(done).getByRole('link', { name: 'See my applications' })).toHaveAttribute('href', '/my-applications');
    await expect(screen.queryByRole('dialog', { name: 'Apply to the Ambassador Program' })).not.toBeInTheDocument();
    await expect(sent).toEqual([
      {
        motivation: AMBASSADOR['Why do you want to be a Manara ambassador?'],
        promotionPlan: AMBASSADOR['How would you promote Manara where you study?'],
        experience: AMBASSADOR['Your experience in leading, organising or volunteering'],
        questions: AMBASSADOR['Your questions for us'],
      },
    ]);
  },
};

/** The mentorship form: its own four questions and 'Request Submitted!'. */
export const RequestMentor: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Mentor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a Mentor' }));
    await userEvent.type(dialog.getByLabelText('What is your goal?'), 'A master’s degree in Germany');
    await userEvent.type(dialog.getByLabelText('Which area do you need guidance in?'), 'Essays');
    await userEvent.type(dialog.getByLabelText('What do you expect from your mentor?'), 'Feedback on drafts');
    await userEvent.type(dialog.getByLabelText('When are you available?'), 'Fridays');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('dialog', { name: 'Request Submitted!' })).toBeVisible();
  },
};

/** A second application while one waits: 'Error!' with the server's words; Try Again brings the answers back. */
export const AlreadyPending: Story = {
  parameters: { msw: { handlers: { programApply: programApply.pending } } },
  play: async ({ canvas, userEvent }) => {
    const form = await applyAsAmbassador({ canvas, userEvent });
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const error = await screen.findByRole('dialog', { name: 'Error!' });
    await expect(error).toHaveTextContent('You already have an application under review for this program.');
    await userEvent.click(within(error).getByRole('button', { name: 'Try Again' }));
    const again = within(await screen.findByRole('dialog', { name: 'Apply to the Ambassador Program' }));
    await expect(again.getByLabelText('Your questions for us')).toHaveValue(AMBASSADOR['Your questions for us']);
  },
};

/** No answer from the server: the programme's own words. */
export const Failed: Story = {
  parameters: { msw: { handlers: { programApply: http.post('*/api/programs/mentorship/request', () => HttpResponse.error()) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Mentor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a Mentor' }));
    for (const label of ['What is your goal?', 'Which area do you need guidance in?', 'What do you expect from your mentor?', 'When are you available?'])
      await userEvent.type(dialog.getByLabelText(label), 'An answer');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent('Failed to submit request. Please try again.');
  },
};

/** A visitor is asked to log in before any form opens. */
export const Visitor: Story = {
  beforeEach: sessionAs('visitor'),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toHaveTextContent('Please login to apply to this program');
    await expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** The podcast's platforms, and its e-mail form that only says 'Subscribed!' for 3 s and clears. */
export const Podcast: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Listen Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listen to the Manara Podcast' });
    await expect(within(dialog).getByRole('link', { name: 'Spotify' })).toHaveAttribute('href', 'https://open.spotify.com/show/manara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'salma@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Subscribed!');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 4000 });
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

/** In Arabic, right to left, with the form's Arabic rules. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'بادِر بالقيادة. أشعل الإلهام. اصنع المستقبل.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'قدّم الآن' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'التقديم في برنامج السفراء' }));
    await userEvent.click(dialog.getByRole('button', { name: 'إرسال' }));
    await expect(await dialog.findByText('حقل «الدافع» مطلوب')).toBeVisible();
  },
};
