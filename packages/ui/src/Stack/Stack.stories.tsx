import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '..';
import * as layout from '../private/storyLayout.css';

const tiles = ['One', 'Two', 'Three'].map((word) => (
  <span key={word} className={layout.tile}>
    {word}
  </span>
));

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: { gap: 4, children: tiles },
  argTypes: { align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children one below the other, stretched to the stack's width. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [one, two] = [canvas.getByText('One'), canvas.getByText('Two')];
    await expect(two.getBoundingClientRect().top - one.getBoundingClientRect().bottom).toBe(16);
    await expect(one.getBoundingClientRect().width).toBe(two.parentElement?.getBoundingClientRect().width);
  },
};

/** Children at the start of the line, as wide as their words. */
export const AlignStart: Story = {
  args: { align: 'start', gap: 2 },
  play: async ({ canvas }) => {
    const one = canvas.getByText('One');
    await expect(one.getBoundingClientRect().width).toBeLessThan(one.parentElement?.getBoundingClientRect().width ?? 0);
  },
};

/** A list keeps its semantics and loses bullets and indent. */
export const List: Story = {
  args: { as: 'ul', children: ['Videos', 'Quizzes'].map((word) => <li key={word} className={layout.tile}>{word}</li>) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(canvas.getByRole('list')).paddingInlineStart).toBe('0px');
  },
};

/** Right to left: the start is the right-hand edge. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { align: 'start', children: ['واحد', 'اثنان'].map((word) => <span key={word} className={layout.tile}>{word}</span>) },
  play: async ({ canvas }) => {
    const one = canvas.getByText('واحد');
    await expect(one.getBoundingClientRect().right).toBe(one.parentElement?.getBoundingClientRect().right);
  },
};
