import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StatCard } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('StatCard', () => {
  it('pairs the label with the figure, and passes axe', async () => {
    const { container } = await render(<StatCard label="Active Subscriptions" value="187" />);
    expect(container.querySelector('dt')?.textContent).toBe('Active Subscriptions');
    expect(container.querySelector('dd')?.textContent).toBe('187');
    expect(container.querySelector('section')?.hasAttribute('aria-busy')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('while loading, hides the figure, says so in words and is busy, and passes axe', async () => {
    const { container } = await render(<StatCard label="Total Users" value="312" loading loadingLabel="جارٍ التحميل..." />);
    expect(container.querySelector('dd')?.textContent).toBe('جارٍ التحميل...');
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
