import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Price } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Price', () => {
  it('shows the amount in EGP', async () => {
    const { container } = await render(<Price amount={1200} />);
    expect(container).toHaveTextContent('EGP 1,200');
  });

  it('keeps piastres when there are any', async () => {
    const { container } = await render(<Price amount={99.5} />);
    expect(container).toHaveTextContent('EGP 99.50');
  });

  it('strikes through the old price and names it for screen readers', async () => {
    const { container } = await render(<Price amount={750} oldAmount={1200} />);
    const old = container.querySelector('s');
    expect(old).toHaveTextContent('Original price: EGP 1,200');
    expect(old && getComputedStyle(old).textDecorationLine).toBe('line-through');
  });

  it('shows no old price when it is 0', async () => {
    const { container } = await render(<Price amount={750} oldAmount={0} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it('says Free for 0, in the words it is given', async () => {
    await render(
      <div>
        <Price amount={0} />
        <Price amount={0} freeLabel="مجاني" />
      </div>,
    );
    await expect.element(page.getByText('Free')).toBeVisible();
    await expect.element(page.getByText('مجاني')).toBeVisible();
  });

  it('formats for the given locale and currency', async () => {
    const { container } = await render(<Price amount={750} locale="ar-EG" />);
    expect(container.textContent).toContain('٧٥٠');
    const { container: dollars } = await render(<Price amount={20} currency="USD" locale="en-US" />);
    expect(dollars).toHaveTextContent('$20');
  });

  it('passes axe', async () => {
    const { container } = await render(<Price amount={750} oldAmount={1200} />);
    await expectNoAxeViolations(container);
  });
});
