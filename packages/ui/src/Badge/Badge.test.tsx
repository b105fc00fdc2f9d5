import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Badge, BADGE_TONES } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

/** One badge of each tone, each saying its tone. */
function EveryTone() {
  return (
    <div>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  );
}

describe('Badge', () => {
  it('shows its text and passes props through', async () => {
    await render(
      <Badge tone="accent" title="Created this week">
        New
      </Badge>,
    );
    await expect.element(page.getByText('New')).toHaveAttribute('title', 'Created this week');
  });

  it('gives each tone its own colours', async () => {
    await render(<EveryTone />);
    const backgrounds = BADGE_TONES.map((tone) => getComputedStyle(page.getByText(tone).element()).backgroundColor);
    expect(new Set(backgrounds).size).toBe(BADGE_TONES.length);
  });

  it('passes axe in every tone', async () => {
    const { container } = await render(<EveryTone />);
    await expectNoAxeViolations(container);
  });
});
