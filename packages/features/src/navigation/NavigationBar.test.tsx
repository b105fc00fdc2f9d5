import axe from 'axe-core';
import { composeStory } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import type { NavigationBarProps } from './NavigationBar';
import * as stories from './NavigationBar.stories';
import { StoryRouter } from './StoryRouter';

type NavigationStory = typeof stories.SignedIn;

/**
 * A story's session and answers, without its play function, on a stand-in router with one more
 * way to change the page: a Back button outside the bar, as the browser's own would be.
 */
async function renderBar(story: NavigationStory, { currentPath = '/courses' } = {}) {
  const navigate = fn<(href: string) => void>();
  const onSignedOut = fn<NavigationBarProps['onSignedOut']>();
  await composeStory(
    {
      ...story,
      play: undefined,
      render: (args) => (
        <StoryRouter initialPath={currentPath} onNavigate={navigate}>
          {({ path, go }) => (
            <>
              <stories.default.component
                {...args}
                currentPath={path}
                onSignedOut={() => {
                  onSignedOut();
                  go('/');
                }}
              />
              <button type="button" onClick={() => go('/courses')}>
                Back
              </button>
              <p>Page content</p>
            </>
          )}
        </StoryRouter>
      ),
    },
    stories.default,
    preview,
  ).run();
  return { navigate, onSignedOut };
}

async function expectNoAxeViolations() {
  const { violations } = await axe.run(document.body, { rules: { region: { enabled: false } } });
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const accountButton = () => page.getByRole('button', { name: 'Account menu for Mona Adel' });
const menu = () => page.getByRole('menu');
const item = (name: string) => page.getByRole('menuitem', { name });
const toggle = () => page.getByRole('button', { name: 'Menu' });

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('NavigationBar, account menu', () => {
  test('is reached with Tab after the pages, opens with the arrows, and Escape returns to it', async () => {
    await renderBar(stories.SignedIn);
    await expect.element(accountButton()).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Contact' }));
    await userEvent.keyboard('{Tab}');
    await expect.element(accountButton()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('My Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('My Certificates')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('My Applications')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(item('My Profile')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(accountButton()).toHaveFocus();
  });

  test('Tab out of the open menu closes it and goes on to the language switch', async () => {
    await renderBar(stories.SignedIn);
    await userEvent.click(accountButton());
    await expect.element(item('My Profile')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'العربية' })).toHaveFocus();
    await expect.element(menu()).not.toBeInTheDocument();
  });

  test('closes on a click outside', async () => {
    await renderBar(stories.SignedIn);
    await userEvent.click(accountButton());
    await expect.element(menu()).toBeVisible();
    await userEvent.click(page.getByText('Page content'));
    await expect.element(menu()).not.toBeInTheDocument();
  });

  test('closes when an item is chosen, and the page it names is marked current', async () => {
    const { navigate } = await renderBar(stories.SignedIn);
    await userEvent.click(accountButton());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/certificates');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current');
  });

  test('closes when the page changes some other way (Back)', async () => {
    await renderBar(stories.SignedIn, { currentPath: '/about' });
    await userEvent.click(accountButton());
    await expect.element(menu()).toBeVisible();
    // Pressing Back moves focus first; the menu was open until the page changed.
    (page.getByRole('button', { name: 'Back' }).element() as HTMLButtonElement).click();
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  });

  test('Logout ends the session, then tells the app', async () => {
    const { onSignedOut } = await renderBar(stories.Logout);
    await userEvent.click(accountButton());
    await userEvent.click(item('Logout'));
    await expect.poll(() => onSignedOut.mock.calls.length).toBe(1);
    await expect.element(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(document.cookie).not.toMatch(/manara_role=/);
  });

  test('keeps the account button’s place while the session loads, so nothing moves when it comes', async () => {
    await renderBar(stories.Loading);
    const placeholder = page.getByTestId('account-placeholder').element().getBoundingClientRect();
    const bar = page.getByRole('navigation').element().getBoundingClientRect();
    document.body.replaceChildren();
    await renderBar(stories.SignedIn);
    await expect.element(accountButton()).toBeVisible();
    const button = accountButton().element().getBoundingClientRect();
    const barSignedIn = page.getByRole('navigation').element().getBoundingClientRect();
    expect({ width: button.width, height: button.height, x: button.x }).toEqual({ width: placeholder.width, height: placeholder.height, x: placeholder.x });
    expect(barSignedIn.toJSON()).toEqual(bar.toJSON());
  });

  test('passes axe closed and open', async () => {
    await renderBar(stories.Admin);
    await expect.element(page.getByRole('button', { name: 'Account menu for Karim Hassan' })).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Account menu for Karim Hassan' }));
    await expect.element(menu()).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('NavigationBar, on a phone', () => {
  test('the toggle shows and hides the links and says so', async () => {
    await page.viewport(375, 667);
    await renderBar(stories.SignedOut);
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(toggle());
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle().element().getAttribute('aria-controls') ?? '');
    expect(panel?.contains(page.getByRole('navigation').element())).toBe(true);
    await expect.element(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(toggle());
    await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
  });

  test('closes when a link is chosen', async () => {
    await page.viewport(375, 667);
    const { navigate } = await renderBar(stories.SignedOut);
    await userEvent.click(toggle());
    await userEvent.click(page.getByRole('link', { name: 'About Us' }));
    expect(navigate).toHaveBeenLastCalledWith('/about');
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    await expect.element(page.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  test('closes when the page changes some other way (Back)', async () => {
    await page.viewport(375, 667);
    await renderBar(stories.SignedOut, { currentPath: '/about' });
    await userEvent.click(toggle());
    await expect.element(page.getByRole('navigation')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  test('signed in, the account is a plain list, and Logout from it ends the session', async () => {
    await page.viewport(375, 667);
    const { onSignedOut } = await renderBar(stories.Logout);
    await userEvent.click(toggle());
    const account = page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Logout' }) });
    await expect.element(account).toBeVisible();
    expect(page.getByRole('menu').elements()).toHaveLength(0);
    await expectNoAxeViolations();
    await userEvent.click(account.getByRole('button', { name: 'Logout' }));
    await expect.poll(() => onSignedOut.mock.calls.length).toBe(1);
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    await expect.element(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
