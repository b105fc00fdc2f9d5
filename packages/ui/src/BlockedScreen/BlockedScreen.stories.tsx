import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockedScreen, ButtonLink } from '..';

const SUPPORT_EMAIL = 'support@manara.example';

const englishActions = (
  <>
    <ButtonLink href={`mailto:${SUPPORT_EMAIL}`}>Contact Support</ButtonLink>
    <ButtonLink href="/" variant="outline">
      Go to Homepage
    </ButtonLink>
  </>
);

const arabicLabels = {
  title: 'الحساب محظور',
  text: 'تم حظر حسابك ولا يمكنك الوصول إلى محتوى الدورات في الوقت الحالي.',
  reason: 'السبب:',
  blockedOn: 'تاريخ الحظر:',
  support: 'تحتاج إلى مساعدة؟ راسلنا على',
};

const meta = {
  title: 'UI/Learning/BlockedScreen',
  component: BlockedScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    reason: 'Shared account',
    blockedAt: '2026-11-01T10:00:00.000Z',
    timeZone: 'Africa/Cairo',
    supportEmail: SUPPORT_EMAIL,
    actions: englishActions,
  },
  argTypes: { actions: { control: false }, labels: { control: false } },
} satisfies Meta<typeof BlockedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason and the day it happened, support's address, and the ways out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Account Blocked' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Blocked' })).toBeVisible();
    await expect(canvas.getByText('Your account has been blocked and you cannot access course content at this time.')).toBeVisible();
    await expect(canvas.getByText('Reason:')).toBeVisible();
    await expect(canvas.getByText('Shared account')).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByText('November 1, 2026')).toHaveAttribute('datetime', '2026-11-01T10:00:00.000Z');
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(card).toBeVisible();
  },
};

/** Nothing known about why, when, or whom to write to: the notice and the ways out only. */
export const WithoutDetails: Story = {
  args: { reason: null, blockedAt: null, supportEmail: null, actions: <ButtonLink href="/">Go to Homepage</ButtonLink> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Blocked' })).toBeVisible();
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Need help? Write to us at')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** A date that does not parse is left out rather than shown as "Invalid Date". */
export const UnreadableDate: Story = {
  args: { blockedAt: 'not a date' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shared account')).toBeVisible();
    await expect(canvas.queryByText('Blocked on:')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Invalid/)).not.toBeInTheDocument();
  },
};

/** Arabic: the words as props, the date in Arabic, the address kept left to right. */
export const Arabic: Story = {
  args: {
    labels: arabicLabels,
    locale: 'ar-EG',
    reason: 'مشاركة الحساب',
    actions: (
      <>
        <ButtonLink href={`mailto:${SUPPORT_EMAIL}`}>تواصل مع الدعم</ButtonLink>
        <ButtonLink href="/" variant="outline">
          الذهاب إلى الصفحة الرئيسية
        </ButtonLink>
      </>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحساب محظور' })).toBeVisible();
    await expect(canvas.getByText('السبب:')).toBeVisible();
    await expect(canvas.getByText('١ نوفمبر ٢٠٢٦')).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('link', { name: 'تواصل مع الدعم' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  },
};
