import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, CourseCard } from '..';
import { arabicCardLabels, longArabicTitle, sampleCourse } from '../private/fixtures';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Course/CourseCard',
  component: CourseCard,
  args: { ...sampleCourse, onAction: fn() },
  argTypes: {
    action: { control: 'inline-radio', options: ['enroll', 'processing', 'open'] },
    badge: { control: false },
    labels: { control: false },
  },
  decorators: [inStoryBox(layout.cardColumn)],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { badge: <Badge tone="brand">Featured</Badge> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: sampleCourse.title });
    const card$ = within(card);
    await expect(card$.getByRole('link', { name: sampleCourse.title })).toHaveAttribute('href', '/CoursePage/c-101');
    await expect(card$.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/CoursePage/c-101');
    await expect(card).toHaveTextContent('30.2 hours');
    await expect(card).toHaveTextContent('14 lectures');
    await expect(card$.getByRole('img', { name: 'Rated 4 out of 5, 12 reviews' })).toBeVisible();
    await expect(card$.queryByText('Paid')).toBeNull();
    await userEvent.click(card$.getByRole('button', { name: 'Enroll Now' }));
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'c-101', action: 'enroll' });
  },
};

export const PaidWithOldPrice: Story = {
  args: { price: 750, oldPrice: 1200, rating: 4.5, reviews: 86 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByText('EGP 750')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Original price: EGP 1,200');
  },
};

export const Free: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.queryByText('Paid')).toBeNull();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const NewBadge: Story = {
  args: { badge: <Badge tone="accent">New</Badge>, price: 300 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Subscribed: Story = {
  args: { action: 'open', price: 750, oldPrice: 1200 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Course' }));
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'c-101', action: 'open' });
  },
};

export const Processing: Story = {
  args: { action: 'processing', price: 750 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'The Complete Scholarship Application Masterclass: Research, Essays, Recommendations and Interviews',
  },
};

/** Long Arabic titles stop after two lines; the link keeps the whole title as its name. */
export const LongArabicTitle: Story = {
  args: { title: longArabicTitle, labels: arabicCardLabels, locale: 'ar-EG', price: 450, oldPrice: 600 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: longArabicTitle });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'مهارات المقابلة الشخصية للمنح الدراسية',
    labels: arabicCardLabels,
    locale: 'ar-EG',
    price: 750,
    oldPrice: 1200,
    instructor: { name: 'منى عادل', avatarUrl: sampleCourse.instructor.avatarUrl },
    badge: <Badge tone="accent">جديد</Badge>,
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article').getBoundingClientRect();
    const badge = canvas.getByText('جديد').getBoundingClientRect();
    // The badge sits at the reading start: the top right in Arabic.
    await expect(badge.left).toBeGreaterThan(card.left + card.width / 2);
    await expect(canvas.getByRole('button', { name: 'سجّل الآن' })).toBeEnabled();
  },
};

export const NoImage: Story = {
  args: { imageUrl: undefined, instructor: { name: 'Nour El-Din' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(within(canvasElement).getByText('Nour El-Din')).toBeVisible();
  },
};

export const NoInstructor: Story = {
  args: { instructor: undefined },
};
