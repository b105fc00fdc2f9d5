import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PAGE_HEADER_TONES, PageHeader } from '..';

const meta = {
  title: 'UI/Layout/PageHeader',
  component: PageHeader,
  args: { title: 'My courses' },
  argTypes: { tone: { control: 'inline-radio', options: PAGE_HEADER_TONES } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one level-one heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  },
};

/** In the brand colour, with a line below it. */
export const BrandWithDescription: Story = {
  args: { tone: 'brand', title: 'Contact us', description: 'We answer within two working days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We answer within two working days.')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).color).not.toBe(getComputedStyle(canvas.getByText('We answer within two working days.')).color);
  },
};

/** Right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'دوراتي', description: 'الدورات التي اشتركت فيها' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'دوراتي' });
    await expect(heading.getBoundingClientRect().right).toBe(heading.parentElement?.getBoundingClientRect().right);
  },
};
