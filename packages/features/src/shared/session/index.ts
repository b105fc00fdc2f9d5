export { SessionProvider, useSession, type SessionState, type SessionValue, type SignInArgs } from './SessionProvider';
export {
  clearRefreshAfterPayment,
  isRefreshAfterPaymentMarked,
  markRefreshAfterPayment,
  REFRESH_AFTER_PAYMENT_KEY,
} from './refreshAfterPayment';
