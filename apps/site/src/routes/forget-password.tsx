import { ForgotPasswordScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { siteMessages } from '../messages';

/** `/forget-password`, without the frame (§2). */
export function Component() {
  const t = useStore(siteMessages);
  return (
    <>
      <title>{t.forgotPasswordTitle}</title>
      <ForgotPasswordScreen />
    </>
  );
}
