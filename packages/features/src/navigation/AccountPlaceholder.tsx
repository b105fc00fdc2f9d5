import * as styles from './NavigationBar.css';

/** While the session loads, the account button's place is kept empty, so nothing moves when it comes. */
export function AccountPlaceholder() {
  return <span className={styles.accountPlaceholder} aria-hidden="true" data-testid="account-placeholder" />;
}
