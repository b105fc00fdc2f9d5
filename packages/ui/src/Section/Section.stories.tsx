import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section, SECTION_TITLE_SIZES } from '..';

const meta = {
  title: 'UI/Layout/Section',
  component: Section,
  args: { title: 'What you will learn', gap: 3, children: <p style={{ margin: 0 }}>Colour, type and layout, from the first sketch to a finished page.</p> },
  argTypes: { titleSize: { control: 'inline-radio', options: SECTION_TITLE_SIZES } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'What you will learn' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What you will learn' })).toBeVisible();
  },
};

/** A larger heading in the brand colour, as the course page sets them. */
export const BrandLarge: Story = {
  args: { titleSize: 'xl', tone: 'brand' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).fontSize).toBe('20px');
  },
};

/** Inside another section, a level-three heading. */
export const Nested: Story = {
  args: { level: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'What you will learn' })).toBeVisible();
  },
};

/** Right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'ماذا ستتعلم', children: <p style={{ margin: 0 }}>الألوان والخطوط والتخطيط.</p> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'ماذا ستتعلم' });
    await expect(heading.getBoundingClientRect().right).toBe(heading.parentElement?.getBoundingClientRect().right);
  },
};
