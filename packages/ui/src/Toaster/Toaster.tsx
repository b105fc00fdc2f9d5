import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { cx } from '../private/cx';
import * as styles from './Toaster.css';

export interface ToasterProps {
  /** Names the region that holds the toasts, for assistive technology. */
  label?: string;
  /** Reading direction; by default the document's. */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

/**
 * Where `toast()` messages appear: top centre, announced politely, in the theme's colours.
 * Render one near the root of a screen that raises toasts.
 */
export function Toaster({ label = 'Notifications', dir, className }: ToasterProps) {
  return (
    <SonnerToaster
      className={cx(styles.toaster, className)}
      position="top-center"
      richColors
      containerAriaLabel={label}
      {...(dir ? { dir } : {})}
      toastOptions={{ className: styles.toast }}
    />
  );
}

export interface ToastOptions {
  /** How long it shows, in milliseconds (4 s by default). */
  duration?: number;
}

/** Shows a short message in the nearest `Toaster`. */
export const toast = {
  success: (message: string, options: ToastOptions = {}) => sonnerToast.success(message, options),
  error: (message: string, options: ToastOptions = {}) => sonnerToast.error(message, options),
  info: (message: string, options: ToastOptions = {}) => sonnerToast.info(message, options),
  /** Removes every toast, e.g. when a screen goes away. */
  dismissAll: (): void => {
    sonnerToast.dismiss();
  },
};
