import { buildContactDetails } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen';

/** A phone is 768 px wide or less (docs/product/overview.md#display); these stories use a common phone width. */
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Marketing/HomeScreen',
  component: HomeScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone', styles: { width: '375px', height: '667px' }, type: 'mobile' } } },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The server's details have arrived in the contact section (the screenshot waits for them). */
const detailsShown = (canvas: Canvas, phone = buildContactDetails().phone) => canvas.findByRole('link', { name: phone });

/** A server configured with its own address and number. */
const CONFIGURED = buildContactDetails({ email: 'help@manara.example', phone: '+20 2 5555 0100' });
const configured = { contactDetails: http.get('*/api/contact-details', () => HttpResponse.json({ status: 'success', data: CONFIGURED })) };
/** Every picture reserves its place (no layout shift); only the hero's loads at once. */
async function expectSizedImages(root: HTMLElement) {
  // Decorative pictures (alt="") have no role, so they are found by their tag.
  const images = Array.from(root.querySelectorAll('img'));
  await expect(images).toHaveLength(10);
  for (const image of images) {
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  }
  const [hero, ...rest] = images;
  await expect(hero).toHaveAttribute('loading', 'eager');
  for (const image of rest) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('alt', '');
  }
}

/** The page: hero, what Manara offers, why, for whom, the impact counters, the last call and how to reach us. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await detailsShown(canvas);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find your scholarship with a community of 10,000 students' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A lighthouse shining over the sea, with a graduation cap in the sky' })).toHaveAttribute('width', '480');

    await expect(canvas.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'Join our Community' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'Take the First Step Today' })).toHaveAttribute('href', '/signup');

    const sections: Array<[string, string[]]> = [
      ['What you get with Manara', ['Development training programme', 'Community support', 'Resource library']],
      ['Why choose Manara', ['Scholarship research', 'Mentorship', 'Opportunities']],
      ['Who we help', ['High school students', 'University students', 'Recent graduates']],
    ];
    for (const [name, items] of sections) {
      const section = within(canvas.getByRole('region', { name }));
      await expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(items);
    }

    const impact = within(canvas.getByRole('region', { name: 'Our impact' }));
    await expect(impact.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '8,000Students attended our programs',
      '96Partners',
      '38Events and programs',
    ]);
    await expectSizedImages(canvasElement);
  },
};

/** In Arabic, right to left, with Arabic-Indic digits; the links go to the same places. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await detailsShown(canvas);
    const title = canvas.getByRole('heading', { level: 1, name: 'اعثر على منحتك مع مجتمع يضم ١٠٬٠٠٠ طالب' });
    await expect(title).toBeVisible();
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await expect(canvas.getByRole('link', { name: 'استكشف خدماتنا' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'انضم إلى مجتمعنا' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'اتخذ خطوتك الأولى اليوم' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('heading', { level: 2, name: 'لماذا تختار منارة' })).toBeVisible();

    const impact = within(canvas.getByRole('region', { name: 'أثرنا' }));
    await expect(impact.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '٨٬٠٠٠طالب حضروا برامجنا',
      '٩٦شريك',
      '٣٨فعالية وبرنامج',
    ]);
    // The start of the line is on the right: the first button sits right of the second.
    const explore = canvas.getByRole('link', { name: 'استكشف خدماتنا' }).getBoundingClientRect();
    const join = canvas.getByRole('link', { name: 'انضم إلى مجتمعنا' }).getBoundingClientRect();
    await expect(explore.left).toBeGreaterThan(join.left);
  },
};

/** On a 375 px phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await detailsShown(canvas);
    await expect(canvas.getByRole('link', { name: 'Take the First Step Today' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone, in Arabic. */
export const ArabicPhone: Story = {
  globals: { locale: 'ar', ...phone },
  play: async ({ canvas, canvasElement }) => {
    await detailsShown(canvas);
    await expect(canvas.getByRole('link', { name: 'اتخذ خطوتك الأولى اليوم' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** `/#contact`: the configured e-mail and phone, and the way to the contact form. */
export const ContactSection: Story = {
  parameters: { msw: { handlers: configured } },
  play: async ({ canvas, canvasElement }) => {
    const phoneLink = await detailsShown(canvas, CONFIGURED.phone);
    const section = canvasElement.querySelector('#contact');
    await expect(section).toBe(canvas.getByRole('region', { name: 'Contact us' }));
    await expect(section).toContainElement(phoneLink);
    await expect(phoneLink).toHaveAttribute('href', 'tel:+20255550100');
    await expect(canvas.getByRole('link', { name: 'help@manara.example' })).toHaveAttribute('href', 'mailto:help@manara.example');
    await expect(canvas.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    // Each link is a whole touch target.
    await expect(phoneLink.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The contact section in Arabic on a phone: the address and number stay left to right, nothing overflows. */
export const ContactSectionArabicPhone: Story = {
  globals: { locale: 'ar', ...phone },
  parameters: { msw: { handlers: configured } },
  play: async ({ canvas, canvasElement }) => {
    const phoneLink = await detailsShown(canvas, CONFIGURED.phone);
    const section = within(canvas.getByRole('region', { name: 'تواصل معنا' }));
    await expect(phoneLink).toHaveAttribute('dir', 'ltr');
    await expect(section.getByRole('link', { name: 'help@manara.example' })).toHaveAttribute('dir', 'ltr');
    await expect(section.getByRole('link', { name: 'أرسل لنا رسالة' })).toHaveAttribute('href', '/contact');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
