import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CourseOutline } from '..';
import { arabicSections, completedSections, englishLabels, outlineSections } from './fixtures';

const meta = {
  title: 'UI/Learning/CourseOutline',
  component: CourseOutline,
  args: { sections: outlineSections, currentLessonId: 'l-3', labels: englishLabels, onSelectLesson: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof CourseOutline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part way: sections as 'index - title', completed lessons checked, the current one marked, the bar at 40 %. */
export const InProgress: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const outline = canvas.getByRole('navigation', { name: 'Course content' });
    await expect(within(outline).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['1 - Getting started', '2 - Your documents']);
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: /A CV that travels/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /^Why a global profile matters\s*, Completed 8\.00$/ })).toBeVisible();
    await expect(canvas.queryByText('Completed', { selector: '[class*="badge"]' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Recommendation letters/ }));
    await expect(args.onSelectLesson).toHaveBeenCalledWith({ lessonId: 'l-4' });
  },
};

/** Every lesson done: a full bar in the completed colour and the Completed badge. */
export const Completed: Story = {
  args: { sections: completedSections, labels: { ...englishLabels, progressText: '5/5 lessons · 100%' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'completed');
    // The badge, and each of the five lessons' state.
    await expect(canvas.getAllByText(/Completed/)).toHaveLength(6);
  },
};

/** Right to left, in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    sections: arabicSections,
    currentLessonId: 'a-2',
    formatNumber: (value: number) => new Intl.NumberFormat('ar-EG').format(value),
    labels: { title: 'محتوى الدورة', progress: 'التقدّم', progressText: '١/٣ دروس · ٣٣٪', completed: 'مكتمل' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'محتوى الدورة' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '١ - البداية' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'التقدّم' })).toHaveAttribute('aria-valuetext', '١/٣ دروس · ٣٣٪');
  },
};
