import { ApiError, apiClient, getPaymentMethods, hasErrorCode, type Course, type PaymentMethod, type PaymentMethodOption } from '@manara/api-client';
import { FormDialog } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useErrorText, useLocale, withUserText } from '../i18n';
import type { useStartPayment } from './api/startPayment';
import { enrolmentDialogMessages } from './dialogMessages';
import type { EnrolmentDialog } from './EnrolmentDialogs';
import * as styles from './Checkout.css';

/** Why an enrolment ended without leaving: the dialog that says so, or 'owned' (the lessons open, as Open Course would). */
export type CheckoutFailure = EnrolmentDialog | 'owned';

export interface CheckoutProps {
  course: Course;
  /** Creates the payment: the enrolment's own, so a press is never sent twice. */
  payment: ReturnType<typeof useStartPayment>;
  /** The payment was created: store the post-payment flag and leave for its URL. */
  onLeave: (payment: { paymentUrl: string }) => void;
  /** The enrolment ended another way; the choice, if open, closes. */
  onFailed: (failure: CheckoutFailure, course: Course) => void;
  /** Cancel, Escape or a click outside the choice. */
  onCancel: () => void;
  /** Where focus goes when the choice closes, decided by `onCancel`. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** What a failure to create the payment leads to: the server's answers that another dialog explains, or none. */
function failureOf(error: unknown): CheckoutFailure {
  if (hasErrorCode(error, 'ALREADY_SUBSCRIBED')) return 'owned';
  if (hasErrorCode(error, 'LOGIN_REQUIRED')) return { kind: 'loginRequired' };
  if (hasErrorCode(error, 'ACCOUNT_BLOCKED')) return { kind: 'blocked' };
  // A success without a usable payment URL fails the contract's schema: nothing to go to.
  const status = error instanceof ApiError ? error.status : 0;
  return status >= 200 && status < 300 ? { kind: 'paymentNotCreated' } : { kind: 'paymentError', error };
}

/**
 * An enrolment under way (docs/product/enrolment-and-payments.md#enroll-now), loaded when Enroll Now is pressed.
 * A free course's is asked for at once. A paid course's reads the ways to pay then, not before: several, a dialog
 * lets the learner choose one and Continue creates the payment with it; one, the payment is created with it at
 * once, no dialog; none readable, the card, as before there was a choice (decision 104).
 */
export default function Checkout({ course, payment, onLeave, onFailed, onCancel, returnFocusRef }: CheckoutProps) {
  const t = useStore(enrolmentDialogMessages);
  const { locale, intlLocale } = useLocale();
  const errorText = useErrorText();
  const { run, isMutating, data } = payment;
  const [methods, setMethods] = useState<readonly PaymentMethodOption[]>();
  const [chosen, setChosen] = useState<PaymentMethod>('CARD');
  const [error, setError] = useState<string>();
  const group = useId();
  // Stays busy while the browser leaves for the payment's page.
  const busy = isMutating || data !== undefined;

  const pay = (paymentMethod: PaymentMethod, choosing: boolean) => {
    setError(undefined);
    void run(
      { courseId: course._id, paymentMethod },
      {
        onSuccess: onLeave,
        onError: (error: unknown) => {
          const failure = failureOf(error);
          // Inside the choice, a payment that could not be created is said there, to try again or choose another way.
          if (!choosing || failure === 'owned' || failure.kind === 'loginRequired' || failure.kind === 'blocked') return onFailed(failure, course);
          setError(failure.kind === 'paymentNotCreated' ? t.paymentNotCreated : errorText(error, t.paymentFailed));
        },
      },
    );
  };

  const offer = useEffectEvent((offered: readonly PaymentMethodOption[]) => {
    const [first] = offered;
    if (first === undefined || offered.length === 1) return pay(first?.method ?? 'CARD', false);
    setChosen(first.method);
    setMethods(offered);
  });

  useEffect(() => {
    const controller = new AbortController();
    // A free course has no way to pay: it is asked for at once.
    const offered = course.currentPrice === 0 ? Promise.resolve([]) : getPaymentMethods(apiClient, { signal: controller.signal, fallbackMessage: '' });
    offered.then(
      (offered) => controller.signal.aborted || offer(offered),
      () => controller.signal.aborted || offer([]),
    );
    return () => controller.abort();
  }, [course.currentPrice]);

  // Cancelled, the choice gives focus back once it has gone (the kit's form dialog returns it only to a trigger of
  // its own, and Enroll Now, busy while the ways to pay were read, had lost it). After a failure the next dialog has it.
  const cancelled = useRef(false);
  useEffect(
    () => () => {
      if (cancelled.current) setTimeout(() => returnFocusRef.current?.focus(), 0);
    },
    [returnFocusRef],
  );

  if (methods === undefined) return null;

  const price = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EGP', trailingZeroDisplay: 'stripIfInteger' }).format(
    course.currentPrice,
  );
  return (
    <FormDialog
      className={styles.choice}
      open
      onOpenChange={({ open }) => {
        if (open) return;
        cancelled.current = true;
        onCancel();
      }}
      title={t.chooseTitle}
      description={withUserText((slot) => t.chooseText({ price, course: slot }), course.title)}
      onSubmit={(event) => {
        event.preventDefault();
        pay(chosen, true);
      }}
      submitLabel={t.continue}
      busyLabel={t.processing}
      busy={busy}
      cancelLabel={t.cancel}
      {...(error === undefined ? {} : { error })}
    >
      <fieldset className={styles.methods} disabled={busy}>
        <legend className={styles.legend}>{t.payWith}</legend>
        {methods.map(({ method, name }) => (
          <label key={method} className={styles.method}>
            <input
              type="radio"
              className={styles.radio}
              name={group}
              value={method}
              checked={chosen === method}
              onChange={() => setChosen(method)}
            />
            {name[locale]}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
