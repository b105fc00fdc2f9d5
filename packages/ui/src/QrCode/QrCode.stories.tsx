import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from '..';

const meta = {
  title: 'UI/Primitives/QrCode',
  component: QrCode,
  args: { value: 'https://manara.example/certificate/Zx8AbCdEfGhIjKlMnOpQrS', label: 'QR code of the verification link' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A certificate's verification link: version 4 (33 modules) with the four-module quiet zone. */
export const VerificationLink: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code of the verification link' });
    await expect(code).toHaveAttribute('data-modules', '41');
    await expect(code).toHaveAttribute('width', '160');
  },
};

/** Larger, for print. */
export const Large: Story = {
  args: { size: 280 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('width', '280');
  },
};

/** In a right-to-left page the code is drawn exactly the same: readers do not read direction. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'رمز QR لرابط التحقق' },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'رمز QR لرابط التحقق' });
    await expect(getComputedStyle(code).direction).toBe('ltr');
  },
};
