import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../private/icons';
import * as styles from './Alert.css';
import type { AlertRecipeVariants } from './Alert.css';

export const ALERT_TONES = ['info', 'success', 'warning', 'danger'] as const satisfies ReadonlyArray<AlertRecipeVariants['tone']>;
export type AlertTone = (typeof ALERT_TONES)[number];

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } satisfies Record<AlertTone, unknown>;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
}

/**
 * A message about the page. Problems (danger, warning) interrupt as `role="alert"`; news
 * (info, success) waits its turn as `role="status"`.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, className, children, ...rest },
  ref,
) {
  const Icon = icons[tone];
  return (
    <div
      ref={ref}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      {...rest}
      className={cx(styles.alert({ tone }), className)}
    >
      <Icon className={styles.icon[tone]} />
      <div className={styles.content}>
        {title !== undefined && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
});
