import { apiClient, blockUser, deleteUser, listAdminUsers, setUserRole, unblockUser, type User } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { adminUsersMessages } from '../messages';
import { replaceRow, useAdminList } from './useAdminList';
import { useEndpointWrite } from './useEndpointWrite';

/** `GET /admin/users?page=&search=`: 10 a page, newest first. */
export function useAdminUsers({ page, search }: { page: number; search: string }) {
  const fallbackMessage = useStore(adminUsersMessages).failed;
  const list = useAdminList(['/admin/users', page, search], () => listAdminUsers(apiClient, { page, search, fallbackMessage }), fallbackMessage);
  /** Puts the changed user in place of its row, without reading the page again (docs/product/admin.md#how-the-lists-behave). */
  const replace = (user: User) => list.change((current) => ({ ...current, users: replaceRow(current.users, user) }));
  /** Takes a deleted user's row away at once; the next read of the page fills the place. */
  const remove = (userId: string) => list.change((current) => ({ ...current, users: current.users.filter((row) => row._id !== userId) }));
  return { ...list, replace, remove };
}

/** `PATCH /admin/users/{id}`: the role. */
export function useSetUserRole() {
  return useEndpointWrite('PATCH /admin/users/{id}', setUserRole, useStore(adminUsersMessages).roleFailed);
}

/** `PATCH /admin/users/{id}/block` with the optional reason. */
export function useBlockUser() {
  return useMutation(
    'PATCH /admin/users/{id}/block',
    ({ userId, reason }: { userId: string; reason?: string }, context) => blockUser(apiClient, { userId, ...(reason ? { reason } : {}), ...context }),
    { fallback: useStore(adminUsersMessages).blockFailed },
  );
}

/** `PATCH /admin/users/{id}/unblock`. */
export function useUnblockUser() {
  return useEndpointWrite('PATCH /admin/users/{id}/unblock', unblockUser, useStore(adminUsersMessages).unblockFailed);
}

/** `DELETE /admin/users/{id}`: the account and its data go, the payments stay (decision 046). */
export function useDeleteUser() {
  return useEndpointWrite('DELETE /admin/users/{id}', deleteUser, useStore(adminUsersMessages).deleteFailed);
}
