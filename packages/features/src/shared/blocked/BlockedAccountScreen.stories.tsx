import { buildContactDetails } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { BlockedAccountScreen } from './BlockedAccountScreen';

/** The placeholder address the stories' server answers with. */
const SUPPORT_EMAIL = buildContactDetails().email;
/** A server configured with its own address. */
const CONFIGURED = { contactDetails: http.get('*/api/contact-details', () => HttpResponse.json({ status: 'success', data: buildContactDetails({ email: 'help@manara.example' }) })) };

const meta = {
  title: 'Features/Enrolment/BlockedAccountScreen',
  component: BlockedAccountScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    reason: 'Shared account',
    blockedAt: '2026-11-01T10:00:00.000Z',
  },
} satisfies Meta<typeof BlockedAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason and the day it happened, support's address, and the two ways out. */
export const WithReasonAndDate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Blocked' })).toBeVisible();
    await expect(
      canvas.getByText('Your account has been blocked and you cannot access course content at this time.'),
    ).toBeVisible();
    await expect(canvas.getByText('Shared account')).toBeVisible();
    await expect(canvas.getByText('November 1, 2026')).toHaveAttribute('datetime', '2026-11-01T10:00:00.000Z');
    await expect(await canvas.findByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  },
};

/** Nothing recorded about why or when: only the notice and the ways out. */
export const WithoutDetails: Story = {
  args: { reason: null, blockedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Blocked' })).toBeVisible();
    await expect(canvas.queryByText('Reason:')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Blocked on:')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  },
};

/** Arabic: the date in Arabic words and digits, the address kept left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحساب محظور' })).toBeVisible();
    await expect(canvas.getByText('١ نوفمبر ٢٠٢٦')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'تواصل مع الدعم' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  },
};

/** The address the server is configured with, in the line and the button. */
export const ConfiguredAddress: Story = {
  parameters: { msw: { handlers: CONFIGURED } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'help@manara.example' })).toHaveAttribute('href', 'mailto:help@manara.example');
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:help@manara.example');
  },
};

/** Arabic, with the configured address kept left to right. */
export const ConfiguredAddressArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: CONFIGURED } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'help@manara.example' })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('link', { name: 'تواصل مع الدعم' })).toHaveAttribute('href', 'mailto:help@manara.example');
  },
};
