import { buildUser, buildUserResponse, storeSessionHint, usersLogout, usersProfile } from '@manara/api-client/mocks';
import { Button } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { SessionProvider } from '../shared/session';
import { NavigationBar, type NavigationBarProps } from './NavigationBar';
import * as styles from './NavigationBar.stories.css';
import { StoryRouter } from './StoryRouter';

/** Where the links went: the stand-in router reports here. */
const navigate = fn();
/** The logout call reached the server. */
const logoutCalled = fn();

/** A session stored before the story renders, as a returning visitor has. */
const storedSession = (role: 'user' | 'admin') => () => {
  storeSessionHint(role);
};

const profileOf = (overrides: Parameters<typeof buildUser>[0]) =>
  http.get('*/api/users/profile', () => HttpResponse.json(buildUserResponse(buildUser(overrides))));

/** A phone is 768 px wide or less (docs/product/overview.md#display); these stories use a common phone width. */
const phone = { viewport: { value: 'phone', isRotated: false } };

const languageSwitch = (to: 'en' | 'ar') => (
  <Button variant="ghost" size="sm" lang={to}>
    {to === 'ar' ? 'العربية' : 'English'}
  </Button>
);

const meta = {
  title: 'Features/Navigation/NavigationBar',
  component: NavigationBar,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone', styles: { width: '375px', height: '667px' }, type: 'mobile' } } },
  },
  args: {
    currentPath: '/courses',
    onSignedOut: fn<NavigationBarProps['onSignedOut']>(),
    actions: languageSwitch('ar'),
  },
  render: ({ currentPath, onSignedOut, ...args }) => (
    <StoryRouter initialPath={currentPath} onNavigate={navigate}>
      {({ path, go }) => (
        <div className={styles.page}>
          <NavigationBar
            {...args}
            currentPath={path}
            onSignedOut={() => {
              onSignedOut();
              go('/');
            }}
          />
        </div>
      )}
    </StoryRouter>
  ),
  decorators: [
    (Story) => (
      <SessionProvider>
        <Story />
      </SessionProvider>
    ),
  ],
  // Every story starts from its own cookies and leaves none behind.
  beforeEach: () => {
    navigate.mockClear();
    logoutCalled.mockClear();
    storeSessionHint(undefined);
    return () => storeSessionHint(undefined);
  },
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const accountButton = (canvas: Canvas, name = 'Mona Adel') => canvas.findByRole('button', { name: `Account menu for ${name}` });
const itemNames = (canvas: Canvas) => canvas.getAllByRole('menuitem').map((item) => item.textContent);
/** The account's plain list in the open menu, found by its Logout. */
const listOf = (logout: HTMLElement) => {
  const list = logout.closest('ul');
  if (!list) throw new Error('Logout stands in no list');
  return list;
};

/** Signed out: the pages, Sign Up and Login; the current page is marked. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Our Services', '/services'],
      ['Courses', '/courses'],
      ['Contact', '/contact'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    // Login comes back to the page it was pressed on.
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnTo=%2Fcourses');
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    // The phone's toggle is not shown on a wide screen.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** A token, the profile on its way: neither the buttons nor an avatar, and their place kept. */
export const Loading: Story = {
  beforeEach: storedSession('user'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await expect(canvas.getByTestId('account-placeholder')).toBeVisible();
  },
};

/** Signed in: the avatar (the profile photo) opens the account menu. */
export const SignedIn: Story = {
  beforeEach: storedSession('user'),
  play: async ({ canvas }) => {
    const button = await accountButton(canvas);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  },
};

/** The menu open, for a learner without courses: no My Courses, no Dashboard. */
export const MenuOpen: Story = {
  beforeEach: storedSession('user'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await accountButton(canvas));
    await expect(canvas.getByRole('menu', { name: 'Account menu for Mona Adel' })).toBeVisible();
    await expect(itemNames(canvas)).toEqual(['My Profile', 'My Certificates', 'My Applications', 'Logout']);
    await expect(canvas.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  },
};

/** A learner with courses also finds My Courses. */
export const WithCourses: Story = {
  beforeEach: storedSession('user'),
  parameters: { msw: { handlers: { usersProfile: profileOf({ courses: ['c-101', 'c-102'] }) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await accountButton(canvas));
    await expect(itemNames(canvas)).toEqual(['My Profile', 'My Courses', 'My Certificates', 'My Applications', 'Logout']);
    await expect(canvas.getByRole('menuitem', { name: 'My Courses' })).toHaveAttribute('href', '/mycourses');
  },
};

/** An admin also finds the Dashboard. */
export const Admin: Story = {
  beforeEach: storedSession('admin'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.admin } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await accountButton(canvas, 'Karim Hassan'));
    await expect(itemNames(canvas)).toEqual(['My Profile', 'My Certificates', 'My Applications', 'Dashboard', 'Logout']);
    await expect(canvas.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  },
};

/** No profile photo: the initials. */
export const Initials: Story = {
  beforeEach: storedSession('user'),
  parameters: { msw: { handlers: { usersProfile: profileOf({ image: undefined }) } } },
  play: async ({ canvas }) => {
    const button = await accountButton(canvas);
    await expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'M\u200cA');
  },
};

/** The profile could not be fetched: the session goes on (docs/product/errors.md), with a plain avatar and a way out. */
export const ProfileUnavailable: Story = {
  beforeEach: storedSession('user'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.error } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await expect(itemNames(canvas)).toEqual(['My Profile', 'My Certificates', 'My Applications', 'Logout']);
  },
};

/** Logout ends the session on the server, then the app is told (and goes to `/`). */
export const Logout: Story = {
  beforeEach: storedSession('user'),
  parameters: {
    msw: {
      handlers: {
        usersLogout: [
          http.post('*/api/users/logout', () => {
            logoutCalled();
          }),
          usersLogout.default,
        ],
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await accountButton(canvas));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
    await expect(logoutCalled).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(document.cookie).not.toMatch(/manara_role=/);
  },
};

/** A phone: the toggle instead of the links. */
export const MobileClosed: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  },
};

export const MobileOpenSignedOut: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).toContainElement(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** Signed in on a phone: the account's choices are a plain list, not a menu. */
export const MobileOpenSignedIn: Story = {
  globals: phone,
  beforeEach: storedSession('admin'),
  parameters: { msw: { handlers: { usersProfile: profileOf({ role: 'admin', courses: ['c-101'] }) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const list = listOf(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    for (const name of ['My Profile', 'My Courses', 'My Certificates', 'My Applications', 'Dashboard']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const ArabicSignedOut: Story = {
  globals: { locale: 'ar' },
  args: { actions: languageSwitch('en') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'الدورات' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'إنشاء حساب' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  },
};

export const ArabicMenuOpen: Story = {
  globals: { locale: 'ar' },
  args: { actions: languageSwitch('en') },
  beforeEach: storedSession('admin'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.admin } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'قائمة حساب Karim Hassan' }));
    await expect(itemNames(canvas)).toEqual(['ملفي الشخصي', 'شهاداتي', 'طلباتي', 'لوحة التحكم', 'تسجيل الخروج']);
  },
};

export const ArabicMobileOpen: Story = {
  globals: { locale: 'ar', ...phone },
  args: { actions: languageSwitch('en') },
  beforeEach: storedSession('user'),
  parameters: { msw: { handlers: { usersProfile: profileOf({ courses: ['c-101'] }) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'القائمة' }));
    await expect(listOf(await canvas.findByRole('button', { name: 'تسجيل الخروج' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'دوراتي' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  },
};
