import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Page, PAGE_WIDTHS, PageHeader } from '..';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Layout/Page',
  component: Page,
  args: {
    as: 'main',
    width: 'narrow',
    gap: 6,
    children: [<PageHeader key="header" title="My profile" />, <div key="body" className={layout.tile}>The page’s content</div>],
  },
  argTypes: { width: { control: 'inline-radio', options: PAGE_WIDTHS } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A narrow column centred on the page: a form or a single card. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    await expect(getComputedStyle(main).paddingTop).toBe('32px');
  },
};

/** The content width, for grids of cards. */
export const Content: Story = {
  args: { width: 'content' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeGreaterThan(640);
  },
};

/** Right to left: the title starts at the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: [<PageHeader key="header" title="ملفي الشخصي" />, <div key="body" className={layout.tile}>محتوى الصفحة</div>] },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'ملفي الشخصي' });
    await expect(heading).toBeVisible();
    await expect(getComputedStyle(heading).textAlign).toMatch(/start|right/);
  },
};
