import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Skeleton } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Skeleton', () => {
  it('is hidden from assistive technology', async () => {
    const { container } = await render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its size from width and height', async () => {
    const { container } = await render(<Skeleton width="120px" height={40} />);
    const box = container.firstElementChild?.getBoundingClientRect();
    expect(box?.width).toBe(120);
    expect(box?.height).toBe(40);
  });

  it('draws a circle as wide as it is tall', async () => {
    const { container } = await render(<Skeleton shape="circle" width="48px" />);
    const circle = container.firstElementChild;
    expect(circle?.getBoundingClientRect().height).toBe(48);
    expect(circle && getComputedStyle(circle).borderRadius).toBe('50%');
  });

  it('passes axe', async () => {
    const { container } = await render(<Skeleton shape="text" />);
    await expectNoAxeViolations(container);
  });
});
