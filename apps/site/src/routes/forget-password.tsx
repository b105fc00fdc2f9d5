import { ForgotPasswordScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { pageMessages } from './pageMessages';

/** `/forget-password`, without the frame (docs/product/routes.md#pages-without-the-frame). */
export function Component() {
  const t = useStore(pageMessages);
  return (
    <>
      <title>{t.forgotPasswordTitle}</title>
      <ForgotPasswordScreen />
    </>
  );
}
