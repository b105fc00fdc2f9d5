import { Alert, Button, Dialog, Inline, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useCallback, useId, useRef, useState } from 'react';
// The one form both ways of asking for a reset link share (docs/product/accounts.md#profile): the profile reuses auth's public piece.
import { ForgotPasswordForm } from '../shared/account/ForgotPasswordForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { profileMessages } from './messages';
import * as styles from './ProfileScreen.css';

/** Change Password (a form that opens in place) and Forgot Password? (a modal with the account's e-mail). */
export function PasswordSection({ email }: { email: string }) {
  const t = useStore(profileMessages);
  const formId = useId();
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  // 'Password updated successfully!' outlives the form, until the next press here (decision 080).
  const [updated, setUpdated] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // The form closes itself after success: focus goes back to the button that opened it.
  const close = useCallback(() => {
    setChanging(false);
    setUpdated(true);
    toggle.current?.focus();
  }, []);

  return (
    <Surface as="section" padding={6} gap={5} shadow="md" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t.security}
      </h2>
      <Inline gap={3}>
        <Button
          ref={toggle}
          variant="outline"
          aria-expanded={changing}
          aria-controls={changing ? formId : undefined}
          onClick={() => {
            setUpdated(false);
            setChanging((open) => !open);
          }}
        >
          {t.changePassword}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setUpdated(false);
            setForgetting(true);
          }}
        >
          {t.forgotPassword}
        </Button>
      </Inline>
      {changing && <ChangePasswordForm id={formId} onDone={close} />}
      {updated && !changing && <Alert tone="success">{t.passwordUpdated}</Alert>}
      <Dialog
        open={forgetting}
        onOpenChange={({ open }) => setForgetting(open)}
        title={t.forgotTitle}
        description={t.forgotIntro}
        closeLabel={t.close}
      >
        <ForgotPasswordForm defaultEmail={email} />
      </Dialog>
    </Surface>
  );
}
