import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Avatar, AVATAR_SIZES } from '..';
import { fixtureAvatar } from '../private/fixtures';
import { expectNoAxeViolations } from '../private/test-utils';
import { initialsOf } from './Avatar';

/** The initials the avatar draws, as the browser renders them (CSS content), if any. */
function initialsShown(avatar: Element): string | undefined {
  const letters = avatar.querySelector('[data-initials]');
  return letters ? JSON.parse(getComputedStyle(letters, '::before').content) as string : undefined;
}

describe('Avatar', () => {
  it('shows the photo, named after the person', async () => {
    await render(<Avatar name="Mona Adel" src={fixtureAvatar({ hue: 160 })} />);
    const avatar = page.getByRole('img', { name: 'Mona Adel' });
    await expect.element(avatar).toBeVisible();
    expect(avatar.element().querySelector('img')?.getAttribute('src')).toBe(fixtureAvatar({ hue: 160 }));
  });

  it('takes the initials of the first and last word, whatever the spacing and script', () => {
    expect(initialsOf('mona adel')).toBe('M\u200cA');
    expect(initialsOf('  Karim   Ahmed  Hassan ')).toBe('K\u200cH');
    expect(initialsOf('Mona')).toBe('M');
    expect(initialsOf('منى عادل')).toBe('م\u200cع');
    expect(initialsOf('   ')).toBe('');
  });

  it('falls back to the initials when the photo cannot load, and tries a new photo again', async () => {
    const screen = await render(<Avatar name="Mona Adel" src="data:image/png;base64,broken" />);
    const avatar = page.getByRole('img', { name: 'Mona Adel' });
    await expect.poll(() => initialsShown(avatar.element())).toBe('M\u200cA');
    await screen.rerender(<Avatar name="Mona Adel" src={fixtureAvatar({ hue: 40 })} />);
    await expect.poll(() => avatar.element().querySelector('img')?.getAttribute('src')).toBe(fixtureAvatar({ hue: 40 }));
    expect(initialsShown(avatar.element())).toBeUndefined();
  });

  it('draws an outline when there is neither photo nor name', async () => {
    await render(<Avatar name="" data-testid="avatar" decorative />);
    const avatar = page.getByTestId('avatar');
    await expect.element(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.element().querySelector('svg')).not.toBeNull();
  });

  it('is hidden from assistive technology when decorative', async () => {
    await render(
      <button type="button" aria-label="Account menu">
        <Avatar name="Mona Adel" decorative />
      </button>,
    );
    await expect.element(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  it('grows with each size and passes axe', async () => {
    const { container } = await render(
      <div>
        {AVATAR_SIZES.map((size) => (
          <Avatar key={size} name={`Size ${size}`} size={size} />
        ))}
      </div>,
    );
    const widths = AVATAR_SIZES.map((size) => page.getByRole('img', { name: `Size ${size}` }).element().getBoundingClientRect().width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(AVATAR_SIZES.length);
    await expectNoAxeViolations(container);
  });
});
