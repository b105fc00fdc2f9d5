import { apiClient, getAuditLog } from '@manara/api-client';
import type { AuditAction } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { adminAuditMessages } from '../auditMessages';
import { useAdminList } from './useAdminList';

/** `GET /admin/audit?page=&action=`: 20 a page, newest first. */
export function useAuditLog({ page, action }: { page: number; action: AuditAction | undefined }) {
  const fallbackMessage = useStore(adminAuditMessages).failed;
  return useAdminList(['/admin/audit', page, action ?? ''], () => getAuditLog(apiClient, { page, ...(action ? { action } : {}), fallbackMessage }), fallbackMessage);
}
