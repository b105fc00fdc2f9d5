import { completionCertificate, completionCompletedCourses } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { MyCertificatesScreen } from './MyCertificatesScreen';

const meta = {
  title: 'Features/Certificates/MyCertificatesScreen',
  component: MyCertificatesScreen,
  parameters: { layout: 'fullscreen' },
  args: { siteOrigin: 'https://manara.example' },
  beforeEach: sessionAs('learner'),
  decorators: [withSession],
} satisfies Meta<typeof MyCertificatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two completed courses, newest first: the image (or Manara's default), the date, the lessons and the percentage. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Build Your Global Profile' })).toBeVisible();
    await expect(first.getByText('Completed on November 20, 2026')).toBeVisible();
    await expect(first.getByText('6 lessons completed · 100% complete')).toBeVisible();
    await expect(first.getByRole('button', { name: 'View Certificate' })).toBeEnabled();
  },
};

/** Nothing completed yet: the product's words and the way to the catalogue. */
export const Empty: Story = {
  parameters: { msw: { handlers: { completionCompletedCourses: completionCompletedCourses.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No Certificates Yet' })).toBeVisible();
    await expect(canvas.getByText('Complete your first course to earn your first certificate!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { completionCompletedCourses: completionCompletedCourses.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { completionCompletedCourses: completionCompletedCourses.error } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error:');
    await expect(alert).toHaveTextContent('Something went wrong on our side');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** View Certificate draws it in Manara's template; Details switches to the plain layout. */
export const Viewer: Story = {
  // Every face that loads (the stand-ins for local fonts may not) loaded before the screen draws: the dialog's Close
  // label sat a pixel higher or lower depending on which faces stories before it in the same page had loaded
  // (decision 113).
  loaders: [() => Promise.allSettled([...document.fonts].map((face) => face.load()))],
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'View Certificate' });
    await userEvent.click(first as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Build Your Global Profile' }));
    const image = await dialog.findByRole('img', { name: 'Certificate for Salma Learner' });
    await waitFor(() => expect(image).toHaveAttribute('data-drawn', 'true'), { timeout: 4000 });
    await expect(dialog.getByRole('button', { name: 'Certificate' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Details' }));
    await expect(dialog.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(image).toHaveAttribute('data-drawn', 'true'), { timeout: 4000 });
    await expect(dialog.getByRole('button', { name: 'Download Certificate' })).toBeEnabled();
  },
};

/** In Arabic: the list and an Arabic certificate drawn right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'شهاداتي' })).toBeVisible();
    const buttons = await canvas.findAllByRole('button', { name: 'عرض الشهادة' });
    await userEvent.click(buttons[1] as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'بناء سيرتك الذاتية للمنح الدولية' }));
    const image = await dialog.findByRole('img', { name: 'شهادة سلمى أحمد' });
    await waitFor(() => expect(image).toHaveAttribute('data-drawn', 'true'), { timeout: 4000 });
  },
};

/** The certificate cannot be had: the viewer says why, in the answer's words. */
export const ViewerFailed: Story = {
  parameters: { msw: { handlers: { completionCertificate: completionCertificate.error } } },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'View Certificate' });
    await userEvent.click(first as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  },
};
