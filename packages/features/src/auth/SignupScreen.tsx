import { RegisterBodySchema } from '@manara/api-client/schemas';
import { Stack } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { AccountCard, AccountFooterLink } from '../shared/account/AccountCard';
import { AccountSubmitButton, EmailField } from '../shared/account/AccountFormParts';
import { NameFields } from '../shared/account/NameFields';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import { isAboutEmail, useRegisterAccount } from './api/registerAccount';
import { GoogleSignInLink } from './GoogleSignInLink';
import { loginMessages } from './messages';
import * as styles from './SignupScreen.css';
import { EgyptPhoneField } from '../shared/account/EgyptPhoneField';
import { signupMessages } from './signupMessages';
import { sitePaths } from '@manara/api-client/paths';
import { useContractForm } from '../shared/forms/useContractForm';
import { DoneDialog, FailureDialog } from '../shared/feedback';

export interface SignupScreenProps {
  /** The account exists and the visitor closed 'Check your email': the app goes on (to `/login`). */
  onRegistered: () => void;
}

/**
 * `/signup` (docs/product/accounts.md#sign-up): names, e-mail, an Egyptian mobile number, and a password asked twice, all checked
 * by the contract's `RegisterBodySchema`. Success says to confirm the account by e-mail; a refusal
 * about the e-mail shows under its field, any other opens the 'Error!' dialog.
 */
export function SignupScreen({ onRegistered }: SignupScreenProps) {
  const t = useStore(signupMessages);
  const { or, google } = useStore(loginMessages);
  const registration = useRegisterAccount();
  const registered = registration.data !== undefined;
  // The button is busy (disabled) while a dialog opens, so name it as where focus comes back.
  const submitButton = useRef<HTMLButtonElement>(null);

  const { handleSubmit, setError, field } = useContractForm(
    RegisterBodySchema,
    { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
    { confirm: ['password', 'confirmPassword'] },
  );

  const submit = handleSubmit((body) =>
    registration.run(body, {
      // An answer about the e-mail goes under its field, in the words of the same catalogue as the form's own rules.
      onError: (error) => {
        if (isAboutEmail(error)) setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      },
    }),
  );
  // Any other refusal opens the dialog.
  const failure = isAboutEmail(registration.error) ? undefined : registration.errorText;

  return (
    <AccountCard
      titleId="signup-title"
      title={t.title}
      dialogs={
        <>
          <DoneDialog open={registered} onClose={onRegistered} title={t.successTitle} description={t.successText} closeLabel={t.goToLogin} />
          <FailureDialog
            message={failure}
            onDismiss={registration.reset}
            title={t.errorTitle}
            closeLabel={t.tryAgain}
            returnFocusRef={submitButton}
          />
        </>
      }
    >
      <Stack as="form" gap={4} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.names}>
          <NameFields firstName={{ label: t.firstName, ...field('firstName') }} lastName={{ label: t.lastName, ...field('lastName') }} />
        </div>
        <EmailField label={t.email} placeholder={t.emailPlaceholder} {...field('email')} />
        <EgyptPhoneField label={t.phoneNumber} {...field('phoneNumber')} />
        <NewPasswordFields
          password={{ label: t.password, ...field('password') }}
          confirm={{ label: t.confirmPassword, ...field('confirmPassword') }}
        />
        <AccountSubmitButton ref={submitButton} busy={registration.isMutating} busyLabel={t.creatingAccount} disabled={registered}>
          {t.signUp}
        </AccountSubmitButton>
      </Stack>
      <GoogleSignInLink or={or} google={google} />
      <AccountFooterLink text={t.haveAccount} href={sitePaths.login()}>
        {t.login}
      </AccountFooterLink>
    </AccountCard>
  );
}
