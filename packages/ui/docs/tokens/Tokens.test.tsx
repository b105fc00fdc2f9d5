import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../src/private/test-utils';
import { ColourSwatches, MotionScale, propertyOf, SpaceScale, TypeScale } from './Tokens';

describe('the Theming page', () => {
  it('names a token by its custom property', () => {
    expect(propertyOf('var(--color-brand__1x2y)')).toBe('--color-brand__1x2y');
  });

  it("draws every colour in the theme's own value, read from the page, and passes axe", async () => {
    const { container } = await render(<ColourSwatches />);
    const brand = container.querySelector<HTMLElement>('[data-token="color.brand"]');
    expect(brand?.parentElement?.textContent).toBe('vars.color.brand#0b4a6f');
    expect(getComputedStyle(brand as HTMLElement).backgroundColor).toBe('rgb(11, 74, 111)');
    expect(container.querySelectorAll('[data-token^="color."]')).toHaveLength(27);
    await expectNoAxeViolations(container);
  });

  it('draws each step of the space scale as wide as it is, and the type scale, and passes axe', async () => {
    const { container } = await render(
      <>
        <SpaceScale />
        <TypeScale />
      </>,
    );
    const row = page.getByRole('row', { name: "vars.space['4'] 1rem" });
    await expect.element(row).toBeInTheDocument();
    expect(row.element().querySelector('div')?.getBoundingClientRect().width).toBe(16);
    await expect.element(page.getByRole('row', { name: /^vars\.typography\.fontSize\['2xl'\] 1\.5rem/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('moves the dots when asked', async () => {
    const { container } = await render(<MotionScale />);
    await page.getByRole('button', { name: 'Move the dots' }).click();
    await expect.element(page.getByRole('button', { name: 'Move the dots' })).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelectorAll('[data-moved]')).toHaveLength(5);
  });
});
