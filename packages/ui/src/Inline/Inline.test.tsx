import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Inline } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Inline', () => {
  it('lays its children in a wrapping row, passes props and ref to the root, and passes axe', async () => {
    const ref = createRef<HTMLElement>();
    const { container } = await render(
      <Inline ref={ref} as="ul" gap={2} align="center" justify="between" aria-label="Course facts">
        <li>Videos</li>
        <li>Quizzes</li>
      </Inline>,
    );
    const list = container.querySelector('ul');
    expect(ref.current).toBe(list);
    const style = getComputedStyle(list as Element);
    expect([style.display, style.flexWrap, style.alignItems, style.justifyContent, style.columnGap, style.listStyleType]).toEqual([
      'flex',
      'wrap',
      'center',
      'space-between',
      '8px',
      'none',
    ]);
    await expectNoAxeViolations(container);
  });

  it('keeps its children on one line when told not to wrap', async () => {
    const { container } = await render(
      <Inline gap={4} wrap={false}>
        <span>Icon</span>
        <span>Words</span>
      </Inline>,
    );
    expect(getComputedStyle(container.firstElementChild as Element).flexWrap).toBe('nowrap');
  });
});
