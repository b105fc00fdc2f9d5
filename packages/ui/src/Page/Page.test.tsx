import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Page } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Page', () => {
  it('centres a padded column up to its measure, passes props and ref to the root, and passes axe', async () => {
    const ref = createRef<HTMLElement>();
    const { container } = await render(
      <div style={{ inlineSize: '60rem' }}>
        <Page ref={ref} as="main" width="medium" gap={6} aria-label="Applications">
          <h1>My applications</h1>
        </Page>
      </div>,
    );
    const main = container.querySelector('main') as HTMLElement;
    expect(ref.current).toBe(main);
    expect(main.getBoundingClientRect().width).toBe(832);
    expect(main.getBoundingClientRect().left - (main.parentElement as HTMLElement).getBoundingClientRect().left).toBe(64);
    expect(getComputedStyle(main).paddingInlineStart).toBe('16px');
    await expectNoAxeViolations(container);
  });

  it('takes the whole width on a phone, with no room above and below when told', async () => {
    const { container } = await render(
      <div style={{ inlineSize: '20rem' }}>
        <Page width="narrow" gap={4} paddingBlock={0}>
          <p>Form</p>
        </Page>
      </div>,
    );
    const column = container.querySelector('p')?.parentElement as HTMLElement;
    expect(column.getBoundingClientRect().width).toBe(320);
    expect(getComputedStyle(column).paddingTop).toBe('0px');
  });
});
