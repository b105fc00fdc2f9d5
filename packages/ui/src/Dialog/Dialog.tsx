import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button';
import { cx } from '../private/cx';
import * as styles from './Dialog.css';

export const DIALOG_TONES = ['default', 'danger'] as const;
export type DialogTone = (typeof DIALOG_TONES)[number];

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  open: boolean;
  /** Asked to open or close: the close button, Escape, or a click outside. */
  onOpenChange: (event: { open: boolean }) => void;
  /** Names the dialog for assistive technology; every dialog has one. */
  title: string;
  /** The message, read when the dialog opens. */
  description?: ReactNode;
  /** The close button's words. */
  closeLabel?: string;
  /** `danger` colours the title for failures. */
  tone?: DialogTone;
  /** More content below the description, above the close button. */
  children?: ReactNode;
  /**
   * Where focus goes when the dialog closes. By default it goes back to what had focus when the
   * dialog opened; a dialog opened by a request's answer (the button was busy then) names the control.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and a click outside close it,
 * the page behind is hidden from assistive technology, and focus returns on close.
 * Rest props and `className` go to the dialog box.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { open, onOpenChange, title, description, closeLabel = 'Close', tone = 'default', returnFocusRef, className, children, ...rest },
  ref,
) {
  // Radix gives focus back only to its own trigger; a dialog opened by a failed request has none.
  // Remember what had focus when it opened (layout effects run before Radix moves focus in).
  const returnFocus = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => onOpenChange({ open: next })}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusRef?.current ?? returnFocus.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
          {...rest}
          className={cx(styles.content, className)}
          data-tone={tone}
        >
          <RadixDialog.Title className={cx(styles.title, tone === 'danger' && styles.titleDanger)}>{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          <div className={styles.actions}>
            <RadixDialog.Close asChild>
              <Button>{closeLabel}</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
