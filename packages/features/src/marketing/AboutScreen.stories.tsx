import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutScreen } from './AboutScreen';

/** A phone is 768 px wide or less (docs/product/overview.md#display); these stories use a common phone width. */
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Marketing/AboutScreen',
  component: AboutScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone', styles: { width: '375px', height: '667px' }, type: 'mobile' } } },
  },
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: three pictures, the mission, how Manara began, five figures and the vision. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Manara' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our mission',
      'How Manara began',
      'Our impact',
      'Our vision',
    ]);

    const gallery = within(within(canvas.getByRole('region', { name: 'About Manara' })).getByRole('list'));
    const pictures = gallery.getAllByRole('img');
    await expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Students at a Manara workshop, listening to a speaker beside a chart',
      'A mentor and a student going through an application on a laptop',
      'Graduates throwing their caps into the air',
    ]);
    for (const picture of pictures) {
      await expect(picture).toHaveAttribute('width', '360');
      await expect(picture).toHaveAttribute('height', '240');
    }

    await expect(canvas.getByText(/^Manara was created in 2022 in Egypt\./)).toBeVisible();

    const impact = within(canvas.getByRole('region', { name: 'Our impact' }));
    await expect(impact.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10,000Students in our community',
      '8,000Students attended our programs',
      '96Partners',
      '38Events and programs',
      '2022Founded in Egypt',
    ]);
    await expect(canvas.getByRole('region', { name: 'Our vision' })).toBeVisible();
  },
};

/** In Arabic, right to left, with Arabic-Indic digits (and no separator in the year). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'عن منارة' });
    await expect(title).toBeVisible();
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvas.getByRole('region', { name: 'عن منارة' })).getByRole('list')).toBeVisible();
    await expect(canvas.getByText(/^أُنشئت منارة في مصر عام ٢٠٢٢\./)).toBeVisible();
    const impact = within(canvas.getByRole('region', { name: 'أثرنا' }));
    await expect(impact.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '١٠٬٠٠٠طالب في مجتمعنا',
      '٨٬٠٠٠طالب حضروا برامجنا',
      '٩٦شريك',
      '٣٨فعالية وبرنامج',
      '٢٠٢٢عام التأسيس في مصر',
    ]);
  },
};

/** On a 375 px phone: the pictures one beneath the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('img');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? Infinity);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
