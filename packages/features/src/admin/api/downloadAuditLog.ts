import { apiClient, getAuditLog } from '@manara/api-client';
import { toCsv } from '@manara/api-client/csv';
import type { AuditAction, AuditEntry } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { adminAuditMessages } from '../auditMessages';
import { saveFile } from '../saveFile';
import { cairoStamp, useAuditWords } from '../useAuditWords';

/** The export reads the log by the hundred, the most a page holds. */
const EXPORT_PAGE_SIZE = 100;

/**
 * The log as shown, narrowed by the same action, as a CSV file in the reader's words (decision 078): every page,
 * written with the reports' CSV writer (UTF-8 with its byte order mark, so Excel reads Arabic).
 */
export function useDownloadAuditLog() {
  const words = useAuditWords();
  return useMutation(
    'GET /admin/audit (all pages)',
    async ({ action }: { action: AuditAction | undefined }, context) => {
      const entries: AuditEntry[] = [];
      for (let page = 1; ; page += 1) {
        const log = await getAuditLog(apiClient, { page, pageSize: EXPORT_PAGE_SIZE, ...(action ? { action } : {}), ...context });
        entries.push(...log.entries);
        if (!log.pagination.hasNextPage) break;
      }
      const fileName = `manara-audit-${action ?? 'all'}-${cairoStamp(new Date().toISOString()).slice(0, 10)}.csv`;
      saveFile(new Blob([toCsv(words.csvRows(entries))], { type: 'text/csv;charset=utf-8' }), fileName);
      return fileName;
    },
    { fallback: useStore(adminAuditMessages).downloadFailed },
  );
}
