/** The session's cookie names, from the contract (decision 065); the contract's index needs JSON modules the runner cannot load. */
export { AUTH_COOKIE, ROLE_COOKIE } from '../../packages/api-client/src/schemas/common';
