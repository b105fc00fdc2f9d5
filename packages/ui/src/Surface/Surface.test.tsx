import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Surface } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Surface', () => {
  it('pads, rounds and stacks its content, passes props and ref to the root, and passes axe', async () => {
    const ref = createRef<HTMLElement>();
    const { container } = await render(
      <Surface ref={ref} as="article" padding={5} paddingBlock={12} gap={3} border aria-label="Course">
        <h2>Design</h2>
        <p>Twelve lessons</p>
      </Surface>,
    );
    const card = container.querySelector('article');
    expect(ref.current).toBe(card);
    const style = getComputedStyle(card as Element);
    expect([style.flexDirection, style.rowGap, style.paddingTop, style.paddingLeft, style.borderTopWidth]).toEqual(['column', '12px', '48px', '20px', '1px']);
    expect(style.boxShadow).not.toBe('none');
    await expectNoAxeViolations(container);
  });

  it('stands flat without a border when told', async () => {
    const { container } = await render(
      <Surface padding={4} gap={2} shadow="none">
        <p>Flat</p>
      </Surface>,
    );
    const style = getComputedStyle(container.firstElementChild as Element);
    expect([style.boxShadow, style.borderTopStyle]).toEqual(['none', 'none']);
  });
});
