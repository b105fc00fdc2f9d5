import type { User } from '@manara/api-client';
import { hasErrorCode } from '@manara/api-client';
import { LoginFormSchema } from '@manara/api-client/schemas';
import { Alert, Button, Checkbox, Inline, RoutedLink, Stack, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useResendVerification } from './api/resendVerification';
import { useSignInWithPassword } from './api/signInWithPassword';
import { useGoogleOffered } from './api/useGoogleStatus';
import { LOGIN_SUCCESS_MS } from './constants';
import { GoogleSignInLink } from './GoogleSignInLink';
import { AccountCard, AccountFooterLink } from '../shared/account/AccountCard';
import { AccountSubmitButton, EmailField } from '../shared/account/AccountFormParts';
import * as layout from '../shared/account/AuthLayout.css';
import { loginMessages } from './messages';
import { sitePaths } from '@manara/api-client/paths';
import { useContractForm } from '../shared/forms/useContractForm';
import { FailureDialog } from '../shared/feedback';

export interface LoginScreenProps {
  /** The session is stored and the success notice has shown for 1.5 s: the app goes on (to `/`). */
  onSignedIn: (event: { user: User }) => void;
}

/**
 * `/login` (docs/product/accounts.md#login): e-mail and password checked by the contract's `LoginFormSchema`, remember me,
 * Google, and links to the password reset and sign-up. Success stores the session and says so for
 * 1.5 s; a refusal opens the 'Error' dialog with the server's message.
 */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const t = useStore(loginMessages);
  const login = useSignInWithPassword();
  const resend = useResendVerification();
  const googleOffered = useGoogleOffered();
  const signedInUser = login.data?.user;
  // The address last sent, for the resend: the field may have changed since.
  const [sentEmail, setSentEmail] = useState('');
  // The right password on an account not yet confirmed: the server has mailed a fresh link, and says so here.
  const unverifiedEmail = hasErrorCode(login.error, 'EMAIL_NOT_VERIFIED') ? sentEmail : undefined;
  // The button is busy (disabled) while the dialog opens, so name it as where focus comes back.
  const submitButton = useRef<HTMLButtonElement>(null);

  const { register, handleSubmit, field } = useContractForm(LoginFormSchema, { email: '', password: '', rememberMe: false });

  useEffect(() => {
    if (signedInUser === undefined) return;
    const timer = setTimeout(() => onSignedIn({ user: signedInUser }), LOGIN_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [signedInUser, onSignedIn]);

  const submit = handleSubmit(({ email, password, rememberMe }) => {
    resend.reset();
    setSentEmail(email);
    return login.run({ email, password, remember: rememberMe });
  });

  const succeeded = signedInUser !== undefined;
  return (
    <AccountCard
      titleId="login-title"
      title={t.title}
      dialogs={
        <FailureDialog
          message={unverifiedEmail === undefined ? login.errorText : undefined}
          onDismiss={login.reset}
          title={t.errorTitle}
          closeLabel={t.close}
          returnFocusRef={submitButton}
        />
      }
    >
      {unverifiedEmail !== undefined && (
        <Alert tone="warning" title={t.unverifiedTitle}>
          <p>{t.unverifiedText({ email: unverifiedEmail })}</p>
          {resend.data ? (
            <p role="status">{t.resent}</p>
          ) : (
            <Button
              variant="outline"
              busy={resend.isMutating}
              busyLabel={t.resending}
              onClick={() => void resend.run({ email: unverifiedEmail })}
            >
              {t.resend}
            </Button>
          )}
          {resend.errorText !== undefined && <p role="alert">{resend.errorText}</p>}
        </Alert>
      )}
      {succeeded && (
        <Alert tone="success" title={t.successTitle}>
          {t.successText}
        </Alert>
      )}
      <Stack as="form" gap={4} noValidate onSubmit={(event) => void submit(event)}>
        <EmailField label={t.email} placeholder={t.emailPlaceholder} {...field('email')} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Inline gap={3} align="center" justify="between">
          <Checkbox label={t.rememberMe} {...register('rememberMe')} />
          <RoutedLink href={sitePaths.forgotPassword()} className={layout.link}>
            {t.forgotPassword}
          </RoutedLink>
        </Inline>
        <AccountSubmitButton ref={submitButton} busy={login.isMutating} busyLabel={t.signingIn} disabled={succeeded}>
          {t.signIn}
        </AccountSubmitButton>
      </Stack>
      {googleOffered && <GoogleSignInLink or={t.or} google={t.google} />}
      <AccountFooterLink text={t.noAccount} href={sitePaths.signup()}>
        {t.signUp}
      </AccountFooterLink>
    </AccountCard>
  );
}
