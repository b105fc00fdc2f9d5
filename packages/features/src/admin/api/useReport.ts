import { apiClient, downloadReportCsv, getReport } from '@manara/api-client';
import type { ReportType } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { adminReportsMessages } from '../messages';
import { saveFile } from '../saveFile';
import { useAdminRead } from './useAdminList';

export interface ReportRequest {
  type: ReportType;
  /** None: all time, from the first day on record. */
  startDate: string | undefined;
  endDate: string;
}

/** `GET /admin/reports/{type}?startDate&endDate`; nothing is requested while `request` is null (a date missing). */
export function useReport(request: ReportRequest | null) {
  const fallbackMessage = useStore(adminReportsMessages).failed;
  const { data, isLoading, errorMessage, retry } = useAdminRead(
    request === null ? null : ['/admin/reports', request.type, request.startDate, request.endDate],
    async () => (request === null ? undefined : getReport(apiClient, { ...request, fallbackMessage })),
    fallbackMessage,
  );
  return { report: data, isLoading, errorMessage, retry };
}

/** The same report as CSV, saved by the browser under the server's file name. */
export function useDownloadReport() {
  return useMutation(
    'GET /admin/reports/{type}?format=csv',
    async (request: ReportRequest, context) => {
      const { blob, fileName } = await downloadReportCsv(apiClient, { ...request, ...context });
      saveFile(blob, fileName ?? `manara-${request.type}-to-${request.endDate}.csv`);
      return fileName;
    },
    { fallback: useStore(adminReportsMessages).downloadFailed },
  );
}
