import { ResetPasswordScreen } from '@manara/features/auth';
import { EmailedLinkPage } from './EmailedLinkPage';

/** `/reset-password?token=`: after the reset, on to /login. */
export function Component() {
  return <EmailedLinkPage title="resetPasswordTitle" screen={({ token, goToLogin }) => <ResetPasswordScreen token={token} onReset={goToLogin} />} />;
}
