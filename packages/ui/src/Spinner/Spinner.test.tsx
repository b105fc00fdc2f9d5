import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Spinner } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Spinner', () => {
  it('is hidden from assistive technology and keeps extra props and classes', async () => {
    const { container } = await render(<Spinner className="extra" data-testid="wait" />);
    const spinner = container.firstElementChild;
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveAttribute('data-testid', 'wait');
    expect(spinner?.classList.contains('extra')).toBe(true);
  });

  it('is a ring', async () => {
    const { container } = await render(<Spinner />);
    const spinner = container.firstElementChild;
    const box = spinner?.getBoundingClientRect();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.width).toBe(box?.height);
    expect(spinner && getComputedStyle(spinner).borderRadius).toBe('50%');
  });

  it('passes axe', async () => {
    const { container } = await render(<div role="status"><Spinner /> Loading</div>);
    await expectNoAxeViolations(container);
  });
});
