import { apiClient, listApplications, reviewApplication } from '@manara/api-client';
import type { Application, ApplicationStatus, Program } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { adminApplicationsMessages } from '../messages';
import { useAdminList } from './useAdminList';
import { useEndpointWrite } from './useEndpointWrite';

/** `GET /admin/applications?page=&program=&status=`: 10 a page, newest first (docs/product/public-pages.md#programmes). */
export function useAdminApplications({ page, program, status }: { page: number; program: Program | undefined; status: ApplicationStatus | undefined }) {
  const fallbackMessage = useStore(adminApplicationsMessages).failed;
  const list = useAdminList(
    ['/admin/applications', page, program ?? '', status ?? ''],
    () => listApplications(apiClient, { page, ...(program ? { program } : {}), ...(status ? { status } : {}), fallbackMessage }),
    fallbackMessage,
  );
  const replace = (application: Application) =>
    list.change((current) => ({
      ...current,
      // The list's answer names the applicant; the review's answer may not.
      applications: current.applications.map((row) => (row._id === application._id ? { ...row, ...application, applicant: application.applicant ?? row.applicant } : row)),
    }));
  return { ...list, replace };
}

/** `PATCH /admin/applications/{id}`: approved or rejected, once, with an optional note (409 `APPLICATION_REVIEWED` the second time). */
export function useReviewApplication() {
  return useEndpointWrite('PATCH /admin/applications/{id}', reviewApplication, useStore(adminApplicationsMessages).reviewFailed);
}
