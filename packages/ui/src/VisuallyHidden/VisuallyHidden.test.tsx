import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VisuallyHidden } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('VisuallyHidden', () => {
  it('takes no room on screen but still names what it is in', async () => {
    await render(
      <button type="button">
        <span aria-hidden="true">★</span>
        <VisuallyHidden>Add to wishlist</VisuallyHidden>
      </button>,
    );
    await expect.element(page.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    const box = page.getByText('Add to wishlist').element().getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(1);
  });

  it('passes axe', async () => {
    const { container } = await render(
      <p>
        4 <VisuallyHidden>out of 5 stars</VisuallyHidden>
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
