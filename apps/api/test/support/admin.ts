import { ErrorResponseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { signedUpUser, useAccountsApi, type AccountsApi } from './accounts-api';
import type { TestDriver } from './drivers';
import { makeAdmin, testSandbox, userIdOf } from './payments';

/** The API as the back office's suites use it: the catalogue seeded, payments through the test sandbox. */
export const useAdminApi = (driver: TestDriver) => useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

/** An error answer's status, code and field, checked against the contract's error shape. */
export async function errorCodeOf(response: Response) {
  const body = v.parse(ErrorResponseSchema, await response.json());
  return { status: response.status, code: body.code, ...(body.field === undefined ? {} : { field: body.field }) };
}

/** A new account made admin, signed in: its token, e-mail and id. */
export async function signedInAdmin(api: AccountsApi) {
  const user = await signedUpUser(api, { firstName: 'Admin' });
  const id = await userIdOf(api, user.email);
  await makeAdmin(api, id);
  return { ...user, id };
}
