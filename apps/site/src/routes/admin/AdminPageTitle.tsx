import type { AdminPage } from '@manara/api-client/paths';
import { useStore } from '@nanostores/react';
import { adminMessages } from './messages';

/** An admin page's title in the tab (docs/product/admin.md). */
export function AdminPageTitle({ page }: { page: AdminPage }) {
  const t = useStore(adminMessages);
  return <title>{`${t[page]}${t.titleSuffix}`}</title>;
}
