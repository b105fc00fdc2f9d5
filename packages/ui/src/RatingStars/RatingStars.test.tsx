import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RatingStars } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

/** The filled row's share of the five stars' width, as drawn. */
const filledShare = (container: HTMLElement) => {
  const stars = container.querySelector('[role="img"] > span');
  const filled = stars?.querySelector(':scope > span');
  return (filled?.getBoundingClientRect().width ?? 0) / (stars?.getBoundingClientRect().width ?? 1);
};

describe('RatingStars', () => {
  it('names the rating and the review count for screen readers', async () => {
    await render(<RatingStars rating={4} reviews={12} />);
    await expect.element(page.getByRole('img', { name: 'Rated 4 out of 5, 12 reviews' })).toHaveTextContent('(12)');
  });

  it('always draws five stars, filled to the rating', async () => {
    const { container } = await render(<RatingStars rating={3.5} />);
    expect(container.querySelectorAll('svg')).toHaveLength(10);
    expect(filledShare(container)).toBeCloseTo(0.7, 2);
  });

  it('draws no stars before anyone has reviewed, and says so in words', async () => {
    const { container } = await render(<RatingStars rating={4} reviews={0} />);
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    await expect.element(page.getByText('No reviews yet')).toBeVisible();
    expect(container).not.toHaveTextContent('(0)');
  });

  it('says "no reviews yet" in the words it is given', async () => {
    await render(<RatingStars rating={4} reviews={0} noReviewsLabel="لا تقييمات بعد" />);
    await expect.element(page.getByText('لا تقييمات بعد')).toBeVisible();
  });

  it('clamps ratings outside 0 to 5', async () => {
    await render(
      <div>
        <RatingStars rating={7} />
        <RatingStars rating={-1} />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
  });

  it('takes its words from props', async () => {
    await render(
      <RatingStars
        rating={4}
        reviews={3}
        label={({ rating, reviews }) => `${rating} stars from ${reviews} learners`}
        reviewsLabel={(count) => `${count} reviews`}
      />,
    );
    await expect.element(page.getByRole('img', { name: '4 stars from 3 learners' })).toHaveTextContent('3 reviews');
  });

  it('passes axe', async () => {
    const { container } = await render(<RatingStars rating={4.5} reviews={86} />);
    await expectNoAxeViolations(container);
  });
});
