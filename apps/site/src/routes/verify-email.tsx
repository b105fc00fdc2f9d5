import { VerifyEmailScreen } from '@manara/features/auth';
import { EmailedLinkPage } from './EmailedLinkPage';

/** `/verify-email?token=`: confirmed, on to /login. */
export function Component() {
  return <EmailedLinkPage title="verifyEmailTitle" screen={({ token, goToLogin }) => <VerifyEmailScreen token={token} onVerified={goToLogin} />} />;
}
