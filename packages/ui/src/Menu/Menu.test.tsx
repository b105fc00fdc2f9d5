import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Avatar, LinkProvider, Menu, type MenuItem } from '..';
import { recordingLink } from '../private/recordingLink';
import { expectNoAxeViolations } from '../private/test-utils';

const navigate = vi.fn();
const RouterLink = recordingLink(navigate);

function renderMenu({ onLogout = vi.fn() }: { onLogout?: () => void } = {}) {
  const items: MenuItem[] = [
    { id: 'profile', label: 'My Profile', href: '/profile' },
    { id: 'certificates', label: 'My Certificates', href: '/certificates' },
    { id: 'logout', label: 'Logout', onSelect: onLogout },
  ];
  navigate.mockClear();
  return render(
    <LinkProvider component={RouterLink}>
      <button type="button">Before</button>
      <Menu label="Account menu" trigger={<Avatar name="Mona Adel" size="sm" decorative />} items={items} />
      <button type="button">After</button>
      <p>Elsewhere</p>
    </LinkProvider>,
  );
}

const button = () => page.getByRole('button', { name: 'Account menu' });
const menu = () => page.getByRole('menu', { name: 'Account menu' });
const item = (name: string) => page.getByRole('menuitem', { name });

/** Presses `keys` and expects focus on the menu item named `name`. */
async function pressMovesTo(keys: string, name: string) {
  await userEvent.keyboard(keys);
  await expect.element(item(name)).toHaveFocus();
}

async function openWithKeyboard(key = '{ArrowDown}') {
  await userEvent.click(page.getByRole('button', { name: 'Before' }));
  await userEvent.keyboard('{Tab}');
  await expect.element(button()).toHaveFocus();
  await userEvent.keyboard(key);
}

describe('Menu', () => {
  it('names the list after the button and points the button at it', async () => {
    await renderMenu();
    await expect.element(button()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button());
    await expect.element(menu()).toBeVisible();
    await expect.element(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button().element().getAttribute('aria-controls')).toBe(menu().element().id);
    // Items are reached with the arrows, never with Tab.
    expect(page.getByRole('menuitem').elements().map((element) => element.tabIndex)).toEqual([-1, -1, -1]);
  });

  it('opens on Enter or ArrowDown at the first item, and on ArrowUp at the last', async () => {
    await renderMenu();
    await openWithKeyboard('{Enter}');
    await expect.element(item('My Profile')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await pressMovesTo('{ArrowDown}', 'My Profile');
    await userEvent.keyboard('{Escape}');
    await pressMovesTo('{ArrowUp}', 'Logout');
  });

  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', async () => {
    await renderMenu();
    await openWithKeyboard();
    await pressMovesTo('{ArrowDown}', 'My Certificates');
    await pressMovesTo('{ArrowDown}{ArrowDown}', 'My Profile');
    await pressMovesTo('{ArrowUp}', 'Logout');
    await pressMovesTo('{Home}', 'My Profile');
    await pressMovesTo('{End}', 'Logout');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await renderMenu();
    await openWithKeyboard();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(button()).toHaveFocus();
    await expect.element(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab and moves on to what follows, or back with Shift+Tab', async () => {
    await renderMenu();
    await openWithKeyboard();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect.element(menu()).not.toBeInTheDocument();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Before' })).toHaveFocus();
    await expect.element(menu()).not.toBeInTheDocument();
  });

  it('closes on a click outside, and stays open on a click inside', async () => {
    await renderMenu();
    await userEvent.click(button());
    // The list's own padding, between no items.
    await userEvent.click(menu(), { position: { x: 2, y: 2 } });
    await expect.element(menu()).toBeVisible();
    await userEvent.click(page.getByText('Elsewhere'));
    await expect.element(menu()).not.toBeInTheDocument();
  });

  it('follows a link through the app, with Enter or Space, and closes', async () => {
    await renderMenu();
    await openWithKeyboard();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/certificates');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(button()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(navigate).toHaveBeenLastCalledWith('/profile');
    await expect.element(menu()).not.toBeInTheDocument();
    expect(window.scrollY).toBe(0);
  });

  it('runs an action once when chosen, after closing', async () => {
    const onLogout = vi.fn();
    await renderMenu({ onLogout });
    await openWithKeyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
    await expect.element(menu()).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('can be closed from outside, focus going back to the button', async () => {
    function Owned() {
      const [open, setOpen] = useState(false);
      // Stands for the owner closing the menu, e.g. when the page changes.
      useEffect(() => {
        const close = () => setOpen(false);
        window.addEventListener('owner-closes', close);
        return () => window.removeEventListener('owner-closes', close);
      }, []);
      return (
        <Menu
          label="Account menu"
          trigger={<Avatar name="Mona Adel" size="sm" decorative />}
          items={[{ id: 'a', label: 'Profile', href: '/profile' }]}
          open={open}
          onOpenChange={(event) => setOpen(event.open)}
        />
      );
    }
    await render(
      <LinkProvider component={RouterLink}>
        <Owned />
      </LinkProvider>,
    );
    await pressMovesTo('{Tab}{ArrowDown}', 'Profile');
    window.dispatchEvent(new Event('owner-closes'));
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(button()).toHaveFocus();
  });

  it('passes axe closed and open', async () => {
    const { container } = await renderMenu();
    await expectNoAxeViolations(container);
    await userEvent.click(button());
    await expect.element(menu()).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
