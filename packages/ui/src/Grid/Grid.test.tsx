import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Grid } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Grid', () => {
  it('makes as many equal columns as fit, passes props and ref to the root, and passes axe', async () => {
    const ref = createRef<HTMLElement>();
    const { container } = await render(
      <div style={{ inlineSize: '40rem' }}>
        <Grid ref={ref} as="ul" gap={4} minItemWidth="12rem" aria-label="Categories">
          <li>Design</li>
          <li>Data</li>
          <li>Marketing</li>
          <li>Languages</li>
        </Grid>
      </div>,
    );
    const list = container.querySelector('ul');
    expect(ref.current).toBe(list);
    // 640 px holds three columns of at least 192 px with 16 px between them.
    expect(getComputedStyle(list as Element).gridTemplateColumns.split(' ')).toHaveLength(3);
    expect(list?.getAttribute('aria-label')).toBe('Categories');
    await expectNoAxeViolations(container);
  });

  it('puts one cell a row where a column does not fit', async () => {
    const { container } = await render(
      <div style={{ inlineSize: '10rem' }}>
        <Grid gap={4} minItemWidth="16rem">
          <span>Design</span>
          <span>Data</span>
        </Grid>
      </div>,
    );
    expect(getComputedStyle(container.querySelector('span')?.parentElement as Element).gridTemplateColumns).toBe('160px');
  });
});
