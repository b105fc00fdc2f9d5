import { sitePaths } from '@manara/api-client/paths';
import { Button, ButtonLink, Dialog, Inline } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState, type RefObject } from 'react';
import { useErrorText } from '../i18n';
import { enrolmentDialogMessages } from './dialogMessages';

/** Which enrolment dialog is open; a payment error keeps the failure, shown in the reader's language. */
export type EnrolmentDialog =
  | { kind: 'blocked' }
  | { kind: 'loginRequired' }
  | { kind: 'paymentError'; error: unknown }
  | { kind: 'paymentNotCreated' };

export interface EnrolmentDialogsProps {
  dialog: EnrolmentDialog | undefined;
  onClose: () => void;
  /** Login in the Login Required warning. */
  onSignIn: () => void;
  /** Where focus goes when a dialog closes; read as it closes, so it may be set in `onClose`. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** docs/product/errors.md#course-page-and-enrolment: 'Account Blocked', 'Login Required' (Login, Sign Up or Cancel) and 'Payment Error'. */
export default function EnrolmentDialogs({ dialog, onClose, onSignIn, returnFocusRef }: EnrolmentDialogsProps) {
  const t = useStore(enrolmentDialogMessages);
  const errorText = useErrorText();
  // The closing dialog keeps its words: the title is required, and nothing should change as it goes.
  const [shown, setShown] = useState<EnrolmentDialog>(dialog ?? { kind: 'blocked' });
  if (dialog !== undefined && dialog !== shown) setShown(dialog);

  const common = {
    open: dialog !== undefined,
    onOpenChange: ({ open }: { open: boolean }) => {
      if (!open) onClose();
    },
    returnFocusRef,
  };

  switch (shown.kind) {
    case 'blocked':
      return <Dialog {...common} title={t.blockedTitle} tone="danger" description={t.blockedText} closeLabel={t.close} />;
    case 'loginRequired':
      return (
        <Dialog {...common} title={t.loginTitle} description={t.loginText} closeLabel={t.cancel}>
          <Inline gap={3} justify="end">
            <ButtonLink variant="outline" href={sitePaths.signup()}>
              {t.signUp}
            </ButtonLink>
            <Button variant="primary" onClick={onSignIn}>
              {t.login}
            </Button>
          </Inline>
        </Dialog>
      );
    case 'paymentError':
    case 'paymentNotCreated':
      return (
        <Dialog
          {...common}
          title={t.paymentErrorTitle}
          tone="danger"
          description={
            shown.kind === 'paymentNotCreated' ? t.paymentNotCreated : errorText(shown.error, t.paymentFailed)
          }
          closeLabel={t.close}
        />
      );
  }
}
