/** §2: the admin pages (`/admin/<page>`), in the order of their links. */
export const ADMIN_PAGES = ['dashboard', 'users', 'courses', 'subscriptions', 'reports'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];
