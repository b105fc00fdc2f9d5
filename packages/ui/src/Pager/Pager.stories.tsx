import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from '..';

const meta = {
  title: 'UI/Primitives/Pager',
  component: Pager,
  args: { page: 2, hasPrevious: true, hasNext: true, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 3 });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 1 });
  },
};

export const FirstPage: Story = {
  args: { page: 1, hasPrevious: false },
  play: async ({ args, canvasElement }) => {
    const previous = within(canvasElement).getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    await expect(previous).toHaveTextContent('<<');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 5, hasNext: false },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next page' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveTextContent('>>');
  },
};

export const OnlyPage: Story = {
  args: { page: 1, hasPrevious: false, hasNext: false },
};

/** `<<` and `>>` are mirrored by the browser in right-to-left text, so previous still points back. */
export const RightToLeft: Story = {
  args: {
    'aria-label': 'التنقل بين الصفحات',
    previousLabel: 'الصفحة السابقة',
    nextLabel: 'الصفحة التالية',
    pageLabel: (page) => `صفحة ${page.toLocaleString('ar-EG')}`,
  },
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'الصفحة التالية' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 3 });
  },
};
