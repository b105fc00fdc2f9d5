import type { User, UserRole } from '@manara/api-client';
import { BlockUserBodySchema, USER_ROLES } from '@manara/api-client/schemas';
import { Badge, Button, TextField, type DataTableColumn } from '@manara/ui';
import { AdminFlash, AdminPage, AdminSearch, AdminSelect, AdminTable } from './AdminParts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useContractForm } from '../shared/forms/useContractForm';
import { useBlockUser, useAdminUsers, useDeleteUser, useSetUserRole, useUnblockUser } from './api/useAdminUsers';
import * as styles from './AdminScreen.css';
import { ADMIN_MESSAGE_MS } from './constants';
import { adminCommonMessages, adminUsersMessages } from './messages';
import { AdminConfirmDialog, AdminFormDialog } from './AdminDialogs';
import { useFlashMessage } from './useFlashMessage';
import { useListControls } from './useListControls';

type Open = { kind: 'edit' | 'block' | 'unblock' | 'delete'; user: User } | undefined;

const fullName = (user: User) => `${user.firstName} ${user.lastName}`;

/**
 * `/admin/users` (docs/product/admin.md#users): the searchable, paged table of users; a role changed,
 * a block or an unblock replaces its row in place, and a message says so for 3 s.
 */
export function AdminUsersScreen() {
  const t = useStore(adminUsersMessages);
  const common = useStore(adminCommonMessages);
  const list = useListControls();
  const users = useAdminUsers({ page: list.page, search: list.query });
  const { replace, remove } = users;
  const { message, show } = useFlashMessage(ADMIN_MESSAGE_MS);
  const [open, setOpen] = useState<Open>(undefined);
  const close = () => setOpen(undefined);

  const columns: Array<DataTableColumn<User>> = [
    { id: 'name', header: t.name, cell: fullName },
    { id: 'email', header: t.email, cell: (user) => user.email },
    { id: 'role', header: t.role, cell: (user) => (user.role === 'admin' ? t.roleAdmin : t.roleUser) },
    {
      id: 'status',
      header: t.status,
      cell: (user) =>
        user.isBlocked ? (
          <Badge tone="danger">{user.blockReason ? t.blockedBecause({ reason: user.blockReason }) : t.blocked}</Badge>
        ) : (
          <Badge tone="success">{t.active}</Badge>
        ),
    },
    {
      id: 'actions',
      header: common.actions,
      cell: (user) => (
        <div className={styles.actions}>
          <Button size="sm" variant="outline" aria-label={t.editRowLabel({ name: fullName(user) })} onClick={() => setOpen({ kind: 'edit', user })}>
            {t.edit}
          </Button>
          {user.isBlocked ? (
            <Button size="sm" variant="secondary" aria-label={t.unblockRowLabel({ name: fullName(user) })} onClick={() => setOpen({ kind: 'unblock', user })}>
              {t.unblock}
            </Button>
          ) : (
            <Button size="sm" variant="danger" aria-label={t.blockRowLabel({ name: fullName(user) })} onClick={() => setOpen({ kind: 'block', user })}>
              {t.block}
            </Button>
          )}
          <Button size="sm" variant="outline" aria-label={t.deleteRowLabel({ name: fullName(user) })} onClick={() => setOpen({ kind: 'delete', user })}>
            {t.delete}
          </Button>
        </div>
      ),
    },
  ];

  const done = (user: User, text: string) => {
    replace(user);
    show('success', text);
    close();
  };

  return (
    <AdminPage
      title={t.title}
      toolbar={
        <>
          <AdminSearch label={t.searchLabel} value={list.search} onSearch={list.setSearch} />
        </>
      }
    >
      <AdminFlash message={message} />
      <AdminTable columns={columns} rows={users.data?.users ?? []} getRowId={(user) => user._id} caption={t.tableCaption} {...list.table(users)} />
      {open?.kind === 'edit' && <EditRoleDialog user={open.user} onClose={close} onSaved={(user) => done(user, t.roleUpdated)} onFailed={(text) => show('danger', text)} />}
      {open?.kind === 'block' && <BlockDialog user={open.user} onClose={close} onSaved={(user) => done(user, t.blockedDone)} onFailed={(text) => show('danger', text)} />}
      {open?.kind === 'unblock' && <UnblockDialog user={open.user} onClose={close} onSaved={(user) => done(user, t.unblockedDone)} onFailed={(text) => show('danger', text)} />}
      {open?.kind === 'delete' && (
        <DeleteDialog
          user={open.user}
          onClose={close}
          onSaved={(user) => {
            remove(user._id);
            show('success', t.deletedDone);
            close();
          }}
          onFailed={(text) => show('danger', text)}
        />
      )}
    </AdminPage>
  );
}

interface RowDialogProps {
  user: User;
  onClose: () => void;
  onSaved: (user: User) => void;
  /** The failure, for the page's message as well as the dialog. */
  onFailed: (text: string) => void;
}

function EditRoleDialog({ user, onClose, onSaved, onFailed }: RowDialogProps) {
  const t = useStore(adminUsersMessages);
  const [role, setRole] = useState<UserRole>(user.role);
  const save = useSetUserRole();
  return (
    <AdminFormDialog
      request={save}
      onClose={onClose}
      title={t.editTitle}
      description={fullName(user)}
      submitLabel={t.save}
      busyLabel={t.updating}
      onSubmit={(event) => {
        event.preventDefault();
        void save.run({ userId: user._id, role }, { onSuccess: onSaved, onError: () => onFailed(t.roleFailed) });
      }}
    >
      <AdminSelect
        label={t.roleLabel}
        value={role}
        options={USER_ROLES.map((value) => ({ value, label: value === 'admin' ? t.roleAdmin : t.roleUser }))}
        onChange={(value) => setRole(value === 'admin' ? 'admin' : 'user')}
      />
    </AdminFormDialog>
  );
}

function BlockDialog({ user, onClose, onSaved, onFailed }: RowDialogProps) {
  const t = useStore(adminUsersMessages);
  const block = useBlockUser();
  const form = useContractForm(BlockUserBodySchema, { reason: '' });
  return (
    <AdminFormDialog
      request={block}
      onClose={onClose}
      title={t.blockTitle}
      description={t.blockDescription({ name: fullName(user) })}
      submitLabel={t.block}
      busyLabel={t.blocking}
      onSubmit={form.handleSubmit(({ reason }) =>
        block.run({ userId: user._id, ...(reason ? { reason } : {}) }, { onSuccess: onSaved, onError: () => onFailed(t.blockFailed) }),
      )}
    >
      <TextField label={t.reasonLabel} {...form.field('reason')} />
    </AdminFormDialog>
  );
}

function UnblockDialog({ user, onClose, onSaved, onFailed }: RowDialogProps) {
  const t = useStore(adminUsersMessages);
  const unblock = useUnblockUser();
  return (
    <AdminConfirmDialog
      request={unblock}
      arg={{ userId: user._id }}
      onClose={onClose}
      title={t.unblockTitle}
      description={t.unblockConfirm}
      confirmLabel={t.unblock}
      onDone={onSaved}
      onFailed={() => onFailed(t.unblockFailed)}
    />
  );
}

/** Deleting for good, after saying what goes and what stays (docs/product/admin.md#users). */
function DeleteDialog({ user, onClose, onSaved, onFailed }: RowDialogProps) {
  const t = useStore(adminUsersMessages);
  const remove = useDeleteUser();
  return (
    <AdminConfirmDialog
      request={remove}
      arg={{ userId: user._id }}
      onClose={onClose}
      title={t.deleteTitle}
      description={t.deleteConfirm({ name: fullName(user) })}
      confirmLabel={t.delete}
      tone="danger"
      onDone={() => onSaved(user)}
      onFailed={() => onFailed(t.deleteFailed)}
    />
  );
}
