import { buildContactDetails, contactDetails, contactEmail } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ContactScreen } from './ContactScreen';

/** The server's details: the placeholder phone and e-mail and four social links. */
const DETAILS = buildContactDetails();

const meta = {
  title: 'Features/Contact/ContactScreen',
  component: ContactScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The server's details have arrived (the screenshot waits for them). */
const detailsShown = (canvas: Canvas) => canvas.findByRole('link', { name: DETAILS.phone });

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
    await expect(await detailsShown(canvas)).toHaveAttribute('href', 'tel:+201000000000');
    await expect(canvas.getByRole('link', { name: 'support@manara.local' })).toHaveAttribute('href', 'mailto:support@manara.local');
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
    await detailsShown(canvas);
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
    await detailsShown(canvas);
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
    await detailsShown(canvas);
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
    await detailsShown(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'إرسال الرسالة' }));
    await expect(await canvas.findByText('الاسم الأول مطلوب')).toBeVisible();
  },
};

/** A server configured with its own details and only two networks: those two links, no others. */
export const Configured: Story = {
  parameters: {
    msw: {
      handlers: {
        contactDetails: http.get('*/api/contact-details', () =>
          HttpResponse.json({ status: 'success', data: buildContactDetails({ email: 'help@manara.example', phone: '+20 2 5555 0100', socials: DETAILS.socials.filter(({ name }) => name === 'Facebook' || name === 'YouTube') }) }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '+20 2 5555 0100' })).toHaveAttribute('href', 'tel:+20255550100');
    await expect(canvas.getByRole('link', { name: 'help@manara.example' })).toHaveAttribute('href', 'mailto:help@manara.example');
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/manara');
    await expect(canvas.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Arabic, with no social link configured: no 'Follow us' heading, the number and address left to right. */
export const NoSocialsArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { contactDetails: contactDetails.noSocials } } },
  play: async ({ canvas }) => {
    await expect(await detailsShown(canvas)).toHaveAttribute('dir', 'ltr');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'support@manara.local' })).toHaveAttribute('dir', 'ltr');
  },
};
