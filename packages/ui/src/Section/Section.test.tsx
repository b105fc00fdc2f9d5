import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Section } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Section', () => {
  it('is a region named by its heading, passes props and ref to the root, and passes axe', async () => {
    const ref = createRef<HTMLElement>();
    const { container } = await render(
      <Section ref={ref} title="Requirements" gap={3} data-kind="requirements">
        <p>A laptop</p>
      </Section>,
    );
    await expect.element(page.getByRole('region', { name: 'Requirements' })).toBeVisible();
    expect(ref.current?.dataset.kind).toBe('requirements');
    expect(getComputedStyle(ref.current as Element).rowGap).toBe('12px');
    await expectNoAxeViolations(container);
  });

  it('takes the heading level and id it is given', async () => {
    await render(
      <Section title="Week one" level={3} titleId="week-one" gap={2}>
        <p>Basics</p>
      </Section>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Week one' })).toHaveAttribute('id', 'week-one');
    await expect.element(page.getByRole('region', { name: 'Week one' })).toBeVisible();
  });
});
