import { RoutedLink, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { ForgotPasswordForm } from '../shared/account/ForgotPasswordForm';
import { forgotPasswordMessages } from '../shared/account/forgotPasswordMessages';
import * as styles from '../shared/account/AuthLayout.css';
import { sitePaths } from '@manara/api-client/paths';

/**
 * `/forget-password` (docs/product/accounts.md#forgot-password): the reset-link form on the sign-in pages' card, and
 * the way back to `/login`.
 */
export function ForgotPasswordScreen() {
  const t = useStore(forgotPasswordMessages);
  return (
    <div className={styles.screen}>
      <Surface as="main" padding={8} gap={5} shadow="md" className={styles.card} aria-labelledby="forgot-password-title" aria-describedby="forgot-password-intro">
        <h1 id="forgot-password-title" className={styles.title}>
          {t.title}
        </h1>
        <p id="forgot-password-intro" className={styles.footer}>
          {t.intro}
        </p>
        <ForgotPasswordForm />
        <p className={styles.footer}>
          <RoutedLink href={sitePaths.login()} className={styles.link}>
            {t.backToLogin}
          </RoutedLink>
        </p>
      </Surface>
    </div>
  );
}
