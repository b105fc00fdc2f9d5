import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CourseCard, LinkProvider } from '..';
import { sampleCourse } from '../private/fixtures';
import { recordingLink } from '../private/recordingLink';
import { expectNoAxeViolations } from '../private/test-utils';
import * as stories from './CourseCard.stories';

const { Default, PaidWithOldPrice, Free, Subscribed, Processing, NoImage, LongArabicTitle } = composeStories(stories);

/** A router stand-in that records navigation instead of leaving the page. */
function recordingRouter() {
  const navigate = vi.fn();
  return { navigate, RecordingLink: recordingLink(navigate) };
}

describe('CourseCard', () => {
  it('is an article named by its title, linking to its href', async () => {
    await render(<Default />);
    const card = page.getByRole('article', { name: sampleCourse.title });
    await expect.element(card.getByRole('heading', { level: 3, name: sampleCourse.title })).toBeVisible();
    await expect.element(card.getByRole('link', { name: sampleCourse.title })).toHaveAttribute('href', '/CoursePage/c-101');
    await expect.element(card.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/CoursePage/c-101');
  });

  it('loads its picture when it nears the screen, or at once and first when it leads its page', async () => {
    await render(
      <>
        <CourseCard id="a" title="Later" href="/a" imageUrl="/a.webp" />
        <CourseCard id="b" title="Leading" href="/b" imageUrl="/b.webp" imagePriority />
      </>,
    );
    const picture = (title: string) => page.getByRole('article', { name: title }).element().querySelector('img');
    expect(picture('Later')?.getAttribute('loading')).toBe('lazy');
    expect(picture('Later')?.getAttribute('fetchpriority')).toBeNull();
    expect(picture('Leading')?.getAttribute('loading')).toBe('eager');
    expect(picture('Leading')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('links wherever href says', async () => {
    await render(<CourseCard id="x" title="Elsewhere" href="/courses/x" />);
    await expect.element(page.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', '/courses/x');
  });

  it('leads to the course page from anywhere on the card', async () => {
    const { navigate, RecordingLink } = recordingRouter();
    await render(
      <LinkProvider component={RecordingLink}>
        <CourseCard {...sampleCourse} />
      </LinkProvider>,
    );
    // The stretched title link lies over the card: a click on the rating lands on it.
    await page.getByRole('img', { name: /Rated/ }).click({ force: true });
    expect(navigate).toHaveBeenCalledWith('/CoursePage/c-101');
  });

  it('lets the button act without following the card link', async () => {
    const { navigate, RecordingLink } = recordingRouter();
    const onAction = vi.fn();
    await render(
      <LinkProvider component={RecordingLink}>
        <CourseCard {...sampleCourse} onAction={onAction} />
      </LinkProvider>,
    );
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    expect(onAction).toHaveBeenCalledWith({ id: 'c-101', action: 'enroll' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers Open Course to subscribers', async () => {
    const onAction = vi.fn();
    await render(<CourseCard {...sampleCourse} action="open" onAction={onAction} />);
    await page.getByRole('button', { name: 'Open Course' }).click();
    expect(onAction).toHaveBeenCalledWith({ id: 'c-101', action: 'open' });
  });

  it('is busy and disabled while processing', async () => {
    await render(<Processing />);
    const button = page.getByRole('button', { name: 'Processing...' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the spec defaults: 30.2 hours, 14 lectures, 4 stars from 12 reviews, free', async () => {
    await render(<CourseCard id="d" title="Defaults" href="/CoursePage/d" />);
    const card = page.getByRole('article');
    await expect.element(card).toHaveTextContent('30.2 hours');
    await expect.element(card).toHaveTextContent('14 lectures');
    await expect.element(card.getByRole('img', { name: 'Rated 4 out of 5, 12 reviews' })).toBeVisible();
    await expect.element(card.getByText('Free')).toBeVisible();
    await expect.element(card.getByText('Paid')).not.toBeInTheDocument();
  });

  it('draws no stars for a course nobody has reviewed yet', async () => {
    await render(<CourseCard id="n" title="Unrated" href="/CoursePage/n" rating={4} reviews={0} />);
    const card = page.getByRole('article');
    await expect.element(card).toHaveTextContent('No reviews yet');
    await expect.element(card.getByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('rounds the duration to a tenth of an hour', async () => {
    await render(<CourseCard id="r" title="Rounded" href="/CoursePage/r" durationHours={140 / 60} />);
    await expect.element(page.getByRole('article')).toHaveTextContent('2.3 hours');
  });

  it('marks paid courses and strikes the old price', async () => {
    const { container } = await render(<PaidWithOldPrice />);
    await expect.element(page.getByText('Paid')).toBeVisible();
    await expect.element(page.getByText('EGP 750')).toBeVisible();
    expect(container.querySelector('s')).toHaveTextContent('Original price: EGP 1,200');
  });

  it('shows Free and no Paid badge for free courses', async () => {
    await render(<Free />);
    await expect.element(page.getByText('Free')).toBeVisible();
    await expect.element(page.getByText('Paid')).not.toBeInTheDocument();
  });

  it('draws the image 180 px high, decorative, with a placeholder when there is none', async () => {
    const { container } = await render(<Default />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    // Layout height, not the drawn box: hovering zooms the picture a little.
    expect(image?.offsetHeight).toBe(180);

    const { container: empty } = await render(<NoImage />);
    expect(empty.querySelector('img')).toBeNull();
    expect(empty.querySelector<HTMLElement>('article > div')?.offsetHeight).toBe(180);
  });

  it('puts the badge over the image at the reading start', async () => {
    await render(<CourseCard id="b" title="Badge" href="/CoursePage/b" badge={<span>New</span>} />);
    const card = page.getByRole('article').element().getBoundingClientRect();
    const badge = page.getByText('New').element().getBoundingClientRect();
    expect(badge.left - card.left).toBeLessThan(24);
    expect(badge.top - card.top).toBeLessThan(24);
  });

  it('clamps a long title to two lines and keeps it whole for screen readers', async () => {
    await render(<LongArabicTitle />);
    const heading = page.getByRole('heading').element();
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect.element(page.getByRole('link', { name: /^دليلك الشامل.*والتأشيرة$/ })).toBeInTheDocument();
  });

  it('passes axe in its states', async () => {
    for (const Story of [Default, PaidWithOldPrice, Subscribed, Processing, NoImage, LongArabicTitle]) {
      const { container, unmount } = await render(<Story />);
      await expectNoAxeViolations(container);
      await unmount();
    }
  });
});
