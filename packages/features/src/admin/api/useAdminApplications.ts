import { apiClient, listApplications, reviewApplication } from '@manara/api-client';
import type { Application, ApplicationStatus, Program, ReviewApplicationBody } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { adminApplicationsMessages } from '../messages';
import { useAdminList } from './useAdminList';

type ApplicationsPage = Awaited<ReturnType<typeof listApplications>>;

/** `GET /admin/applications?page=&program=&status=`: 10 a page, newest first (docs/product/public-pages.md#programmes). */
export function useAdminApplications({ page, program, status }: { page: number; program: Program | undefined; status: ApplicationStatus | undefined }) {
  const fallbackMessage = useStore(adminApplicationsMessages).failed;
  const list = useAdminList(
    ['/admin/applications', page, program ?? '', status ?? ''],
    () => listApplications(apiClient, { page, ...(program ? { program } : {}), ...(status ? { status } : {}), fallbackMessage }),
    fallbackMessage,
  );
  const replace = (application: Application) =>
    void list.mutate(
      (current: ApplicationsPage | undefined) =>
        current && {
          ...current,
          // The list's answer names the applicant; the review's answer may not.
          applications: current.applications.map((row) => (row._id === application._id ? { ...row, ...application, applicant: application.applicant ?? row.applicant } : row)),
        },
      { revalidate: false },
    );
  return { ...list, replace };
}

/** `PATCH /admin/applications/{id}`: approved or rejected, once, with an optional note (409 `APPLICATION_REVIEWED` the second time). */
export function useReviewApplication() {
  return useMutation(
    'PATCH /admin/applications/{id}',
    ({ applicationId, review }: { applicationId: string; review: ReviewApplicationBody }, context) => reviewApplication(apiClient, { applicationId, review, ...context }),
    { fallback: useStore(adminApplicationsMessages).reviewFailed },
  );
}
