import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProgressBar } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('ProgressBar', () => {
  it.each([
    [33.4, '33'],
    [-5, '0'],
    [140, '100'],
  ])('shows %s as a whole percentage from 0 to 100 (%s)', async (percent, now) => {
    const { container } = await render(<ProgressBar percent={percent} label="Progress" valueText="words" />);
    await expect.element(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', now);
    expect(container.querySelector<HTMLElement>('[role="progressbar"] > div')?.style.inlineSize).toBe(`${now}%`);
    await expectNoAxeViolations(container);
  });
});
