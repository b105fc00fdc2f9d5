import { RegisterBodySchema } from '@manara/api-client/schemas';
import { Button, ButtonLink, Dialog, RoutedLink, Stack, Surface, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import * as layout from '../shared/account/AuthLayout.css';
import { isAboutEmail, useRegisterAccount } from './api/registerAccount';
import { GOOGLE_SIGN_IN_HREF } from './constants';
import { loginMessages } from './messages';
import * as styles from './SignupScreen.css';
import { EgyptPhoneField } from '../shared/account/EgyptPhoneField';
import { signupMessages } from './signupMessages';
import { sitePaths } from '@manara/api-client/paths';
import { useContractForm } from '../shared/forms/useContractForm';
import { FailureDialog } from '../shared/feedback';

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
    <div className={layout.screen}>
      <Surface as="main" padding={8} gap={5} shadow="md" className={layout.card} aria-labelledby="signup-title">
        <h1 id="signup-title" className={layout.title}>
          {t.title}
        </h1>
        <Stack as="form" gap={4} noValidate onSubmit={(event) => void submit(event)}>
          <div className={styles.names}>
            <TextField
              label={t.firstName}
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              label={t.lastName}
              autoComplete="family-name"
              {...field('lastName')}
            />
          </div>
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            {...field('email')}
          />
          <EgyptPhoneField label={t.phoneNumber} {...field('phoneNumber')} />
          <TextField
            label={t.password}
            type="password"
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField
            label={t.confirmPassword}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button
            ref={submitButton}
            type="submit"
            size="lg"
            fullWidth
            busy={registration.isMutating}
            busyLabel={t.creatingAccount}
            disabled={registered}
          >
            {t.signUp}
          </Button>
        </Stack>
        <div className={layout.divider}>{or}</div>
        {/* A full page load on purpose (the app's links leave `/api/` to the browser): the API redirects to Google. */}
        <ButtonLink href={GOOGLE_SIGN_IN_HREF} variant="outline" fullWidth>
          {google}
        </ButtonLink>
        <p className={layout.footer}>
          {t.haveAccount}{' '}
          <RoutedLink href={sitePaths.login()} className={layout.link}>
            {t.login}
          </RoutedLink>
        </p>
      </Surface>
      <Dialog
        open={registered}
        onOpenChange={({ open }) => {
          if (!open) onRegistered();
        }}
        title={t.successTitle}
        description={t.successText}
        closeLabel={t.goToLogin}
      />
      <FailureDialog
        message={failure}
        onDismiss={registration.reset}
        title={t.errorTitle}
        closeLabel={t.tryAgain}
        returnFocusRef={submitButton}
      />
    </div>
  );
}
