import { ApiError, apiClient, getPaymentMethods, hasErrorCode, type Course, type PaymentMethod, type PaymentMethodOption } from '@manara/api-client';
import { FormDialog } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useErrorText, useLocale, withUserText } from '../i18n';
import { useStartPayment } from './api/startPayment';
import { enrolmentDialogMessages } from './dialogMessages';
import * as styles from './PaidEnrolment.css';

export interface PaidEnrolmentProps {
  course: Course;
  /** The payment was created: store the post-payment flag and leave for its URL. */
  onLeave: (payment: { paymentUrl: string }) => void;
  /** A failure another dialog explains (or an enrolment that needs none); the choice, if open, ends. */
  onFailed: (error: unknown, course: Course) => void;
  /** Cancel, Escape or a click outside the choice. */
  onCancel: () => void;
  /** Where focus goes when the choice closes, decided by `onCancel`. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Answers that end the choice for another dialog (or for the lessons): the rest are told inside it. */
const endsTheChoice = (error: unknown) =>
  hasErrorCode(error, 'ALREADY_SUBSCRIBED') || hasErrorCode(error, 'LOGIN_REQUIRED') || hasErrorCode(error, 'ACCOUNT_BLOCKED');

/**
 * A paid course's enrolment (docs/product/enrolment-and-payments.md#enroll-now), loaded when Enroll Now is
 * pressed: it reads the ways to pay then, not before. Several: a dialog lets the learner choose one, and
 * Continue creates the payment with it. One: the payment is created with it at once, no dialog. None readable:
 * the card, as before there was a choice (decision 104).
 */
export default function PaidEnrolment({ course, onLeave, onFailed, onCancel, returnFocusRef }: PaidEnrolmentProps) {
  const t = useStore(enrolmentDialogMessages);
  const { locale, intlLocale } = useLocale();
  const errorText = useErrorText();
  const { run, isMutating, data } = useStartPayment();
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
        onError: (failure: unknown) => {
          if (!choosing || endsTheChoice(failure)) return onFailed(failure, course);
          // A success without a usable payment URL fails the contract's schema: nothing to go to.
          const status = failure instanceof ApiError ? failure.status : 0;
          setError(status >= 200 && status < 300 ? t.paymentNotCreated : errorText(failure, t.paymentFailed));
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
    getPaymentMethods(apiClient, { signal: controller.signal, fallbackMessage: '' }).then(
      (offered) => controller.signal.aborted || offer(offered),
      () => controller.signal.aborted || offer([]),
    );
    return () => controller.abort();
  }, []);

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
