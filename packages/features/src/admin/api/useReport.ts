import { apiClient, downloadReportCsv, getReport } from '@manara/api-client';
import type { ReportType } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useMutation } from '../../shared/api/useMutation';
import { useErrorText } from '../../shared/i18n';
import { adminReportsMessages } from '../messages';
import { saveFile } from '../saveFile';

export interface ReportRequest {
  type: ReportType;
  /** None: all time, from the first day on record. */
  startDate: string | undefined;
  endDate: string;
}

/** `GET /admin/reports/{type}?startDate&endDate`; nothing is requested while `request` is null (a date missing). */
export function useReport(request: ReportRequest | null) {
  const fallbackMessage = useStore(adminReportsMessages).failed;
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useSWR(
    request === null ? null : ['/admin/reports', request.type, request.startDate, request.endDate],
    () => (request === null ? undefined : getReport(apiClient, { ...request, fallbackMessage })),
    { shouldRetryOnError: false },
  );
  return { report: data, isLoading, errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage), retry: () => void mutate() };
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
