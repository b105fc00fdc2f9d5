import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Chart } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

const props = { title: 'Sign-ups by day', labels: ['2026-11-01', '2026-11-02', '2026-11-03'], series: [{ label: 'Sign-ups', values: [3, 0, 5] }] };

describe('Chart', () => {
  it('mirrors its figures in a table, draws the canvas once uPlot has loaded, and removes it on unmount', async () => {
    const { container, unmount } = await render(<Chart {...props} />);
    expect(page.getByRole('row').elements().slice(1).map((row) => row.textContent)).toEqual(['2026-11-013', '2026-11-020', '2026-11-035']);
    await expect.poll(() => container.querySelector('[data-drawn="true"] canvas')).not.toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.contains(container.querySelector('canvas'))).toBe(true);
    await expectNoAxeViolations(container);
    await unmount();
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('says when there is nothing to draw', async () => {
    const { container } = await render(<Chart {...props} labels={[]} series={[{ label: 'Sign-ups', values: [] }]} emptyText="No data available" />);
    await expect.element(page.getByText('No data available')).toBeVisible();
    expect(container.querySelector('canvas')).toBeNull();
  });
});
