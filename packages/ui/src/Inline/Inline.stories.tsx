import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, INLINE_JUSTIFY } from '..';
import * as layout from '../private/storyLayout.css';

const words = ['Videos', 'Quizzes', 'PDFs'];

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  args: { gap: 3, children: words.map((word) => <span key={word} className={layout.tile}>{word}</span>) },
  argTypes: { justify: { control: 'inline-radio', options: INLINE_JUSTIFY } },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, in reading order, a step of the space scale apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [videos, quizzes] = [canvas.getByText('Videos'), canvas.getByText('Quizzes')];
    await expect(quizzes.getBoundingClientRect().left - videos.getBoundingClientRect().right).toBe(12);
  },
};

/** The first and last children pushed to the ends of the line. */
export const Between: Story = {
  args: { justify: 'between' },
  play: async ({ canvas }) => {
    const pdfs = canvas.getByText('PDFs');
    await expect(pdfs.getBoundingClientRect().right).toBe(pdfs.parentElement?.getBoundingClientRect().right);
  },
};

/** On a narrow line, children wrap onto the next. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '9rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PDFs').getBoundingClientRect().top).toBeGreaterThan(canvas.getByText('Videos').getBoundingClientRect().bottom);
  },
};

/** Right to left: the first child is on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: ['فيديو', 'اختبارات'].map((word) => <span key={word} className={layout.tile}>{word}</span>) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فيديو').getBoundingClientRect().left).toBeGreaterThan(canvas.getByText('اختبارات').getBoundingClientRect().right);
  },
};
