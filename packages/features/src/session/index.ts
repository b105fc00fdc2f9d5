export { SessionProvider, useSession, type SessionState, type SessionValue, type SignInArgs } from './SessionProvider';
export { REFRESH_AFTER_PAYMENT_KEY } from './refreshAfterPayment';
