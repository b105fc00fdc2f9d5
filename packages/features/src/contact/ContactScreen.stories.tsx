import { contactEmail } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ContactScreen } from './ContactScreen';

const DETAILS = {
  phone: '+20 100 000 0000',
  email: 'hello@manara.local',
  socials: [
    { name: 'Facebook', href: 'https://facebook.com/manara' },
    { name: 'Instagram', href: 'https://instagram.com/manara' },
    { name: 'LinkedIn', href: 'https://linkedin.com/company/manara' },
    { name: 'YouTube', href: 'https://youtube.com/@manara' },
  ],
};

const meta = {
  title: 'Features/Contact/ContactScreen',
  component: ContactScreen,
  parameters: { layout: 'fullscreen' },
  args: { details: DETAILS },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fill(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByLabelText('First Name'), 'Salma');
  await userEvent.type(canvas.getByLabelText('Last Name'), 'Adel');
  await userEvent.type(canvas.getByLabelText('Email'), 'salma@example.com');
  await userEvent.type(canvas.getByLabelText('Message'), 'Do you run the IELTS course in Alexandria too?');
}

/** The form and how else to reach the team. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+20 100 000 0000' })).toHaveAttribute('href', 'tel:+201000000000');
    await expect(canvas.getByRole('link', { name: 'hello@manara.local' })).toHaveAttribute('href', 'mailto:hello@manara.local');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Sent: the form's words go and 'Message sent successfully!' stays until the next thing the visitor types or sends. */
export const Sent: Story = {
  parameters: {
    msw: {
      handlers: {
        contactEmail: http.post('*/api/email', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ status: 'success', data: { message: 'Message sent successfully!' } }, { status: 201 });
        }),
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Message sent successfully!')).toBeVisible();
    await expect(sent).toEqual([{ firstName: 'Salma', lastName: 'Adel', email: 'salma@example.com', message: 'Do you run the IELTS course in Alexandria too?', website: '' }]);
    await expect(canvas.getByLabelText('First Name')).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, NOTICE_OUTLIVES_MS));
    // The pointer and focus leave the button, whose hover and focus would otherwise race the screenshot.
    await userEvent.click(canvas.getByLabelText('First Name'));
    await expect(canvas.getByText('Message sent successfully!')).toBeVisible();
  },
};
const sent: unknown[] = [];
/** Longer than the 2 s a notice used to show. */
const NOTICE_OUTLIVES_MS = 2500;

/** The rules, before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('First Name'), 'S');
    await userEvent.type(canvas.getByLabelText('Message'), 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('First name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Message must be at least 10 characters')).toBeVisible();
  },
};

/** Any answer that is not OK: 'Failed to send message! ✕' until the visitor types again; the words stay. */
export const Failed: Story = {
  parameters: { msw: { handlers: { contactEmail: contactEmail.error } } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to send message! ✕');
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Salma');
    await new Promise((resolve) => setTimeout(resolve, NOTICE_OUTLIVES_MS));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to send message! ✕');
    await userEvent.type(canvas.getByLabelText('First Name'), '{Backspace}a');
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Salma');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** In Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'إرسال الرسالة' }));
    await expect(await canvas.findByText('الاسم الأول مطلوب')).toBeVisible();
  },
};
