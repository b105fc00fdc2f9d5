import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Avatar, LinkProvider, Menu, MENU_ALIGNS } from '..';
import { fixtureAvatar } from '../private/fixtures';
import { recordingLink } from '../private/recordingLink';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

const navigate = fn();
const RouterLink = recordingLink(navigate);

const accountItems = (onLogout: () => void) => [
  { id: 'profile', label: 'My Profile', href: '/profile' },
  { id: 'courses', label: 'My Courses', href: '/mycourses' },
  { id: 'certificates', label: 'My Certificates', href: '/certificates' },
  { id: 'logout', label: 'Logout', onSelect: onLogout },
];

const onLogout = fn();

const meta = {
  title: 'UI/Overlays/Menu',
  component: Menu,
  args: {
    label: 'Account menu',
    trigger: <Avatar name="Mona Adel" src={fixtureAvatar({ hue: 160 })} size="sm" decorative />,
    items: accountItems(onLogout),
    align: 'end',
  },
  argTypes: { align: { control: 'inline-radio', options: MENU_ALIGNS } },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <div className={layout.barEnd}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    onLogout.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Account menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Opened: focus is on the first item; a link navigates through the app's router and closes. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(button);
    await expect(canvas.getByRole('menu', { name: 'Account menu' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Choosing an action closes the menu, returns focus to the button, and runs the action. */
export const ChooseAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  },
};

/** Lined up with the button's start: a menu at the start of a bar. */
export const AlignStart: Story = {
  args: { align: 'start' },
  decorators: [inStoryBox(layout.dropdownRoom)],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

/** Right to left: the list opens toward the inline end, which is now the left. */
export const RightToLeft: Story = {
  args: {
    label: 'قائمة الحساب',
    items: [
      { id: 'profile', label: 'ملفي الشخصي', href: '/profile' },
      { id: 'certificates', label: 'شهاداتي', href: '/certificates' },
      { id: 'logout', label: 'تسجيل الخروج', onSelect: onLogout },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'قائمة الحساب' });
    await userEvent.click(button);
    const menu = canvas.getByRole('menu');
    await expect(menu).toBeVisible();
    // Aligned with the button's inline end: its left edge, right to left.
    await expect(Math.round(menu.getBoundingClientRect().left)).toBe(Math.round(button.getBoundingClientRect().left));
  },
};
