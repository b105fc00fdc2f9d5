import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CertificateCanvas } from '..';
import { arabicCertificate, englishCertificate } from './fixtures';

const meta = {
  title: 'UI/Learning/CertificateCanvas',
  component: CertificateCanvas,
  args: { text: englishCertificate, label: 'Certificate for Salma Learner' },
  argTypes: { layout: { control: 'inline-radio', options: ['template', 'plain'] } },
} satisfies Meta<typeof CertificateCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = async (canvas: HTMLElement) => waitFor(() => expect(canvas).toHaveAttribute('data-drawn', 'true'), { timeout: 4000 });

/** Manara's template: the name at 55 % of the height, the course at 65 %, the date low on the left, the QR code low on the right. */
export const Template: Story = {
  play: async ({ canvas }) => {
    const certificate = canvas.getByRole('img', { name: 'Certificate for Salma Learner' });
    await drawn(certificate);
    await expect(certificate.querySelector('canvas')).toHaveAttribute('width', '1200');
    await expect(certificate.querySelector('canvas')).toHaveAttribute('height', '900');
  },
};

/** The plain layout: every detail written out, with the verification link. */
export const Plain: Story = {
  args: { layout: 'plain' },
  play: async ({ canvas }) => drawn(canvas.getByRole('img')),
};

/** An Arabic name and course, drawn right to left in the shipped font. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { text: arabicCertificate, label: 'شهادة سلمى أحمد' },
  play: async ({ canvas }) => drawn(canvas.getByRole('img', { name: 'شهادة سلمى أحمد' })),
};
