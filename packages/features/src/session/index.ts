export { SessionProvider, useSession, type SessionState, type SessionValue, type SignInArgs } from './SessionProvider';
