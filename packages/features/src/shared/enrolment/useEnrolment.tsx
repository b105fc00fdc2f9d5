import { ApiError, hasErrorCode, type Course } from '@manara/api-client';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { markRefreshAfterPayment, useSession } from '../session';
import { useStartPayment } from './api/startPayment';
import type { EnrolmentDialog } from './EnrolmentDialogs';

// The dialogs and their words load when one first opens: the catalogue, in the first chunk, stays light.
const EnrolmentDialogs = lazy(() => import('./EnrolmentDialogs'));
// So does a paid course's enrolment: the ways to pay, the choice between them and its words.
const PaidEnrolment = lazy(() => import('./PaidEnrolment'));

export interface UseEnrolmentOptions {
  /** Login in the Login Required warning: the app goes to `/login`. */
  onSignIn: () => void;
  /** The server says the user already owns the course (409): the app opens it, as Open Course would. */
  onAlreadySubscribed: (event: { course: Course }) => void;
  /** Leaves the site for the payment page (or a free course's lessons). A full page load by default. */
  onPaymentRedirect?: (event: { url: string }) => void;
  /**
   * The control that starts enrolment, when the screen has just one: focus returns to it when a
   * dialog closes, even if pressing it did not focus it (Safari does not focus a clicked button).
   * Without it, focus returns to what had focus when Enroll Now was pressed.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes instead when that control is gone by the time the dialog closes (the screen
   * changed under the dialog). Without it, or when it gives nothing, focus is left to the dialog.
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

export interface Enrolment {
  /** Enroll Now was pressed for this course. */
  enroll: (course: Course) => void;
  /** The course whose payment is being created: its button reads Processing... and is disabled. */
  processingCourseId: string | undefined;
  /** A blocked user, known from the session or from the server's answer. */
  blocked: boolean;
  /** Render this once, anywhere: the choice of how to pay, and the Account Blocked, Login Required and Payment Error dialogs. */
  dialogs: ReactNode;
}

const leaveForPayment = ({ url }: { url: string }) => window.location.assign(url);

/**
 * Enrolment (docs/product/enrolment-and-payments.md#enroll-now): a blocked user is told so, a visitor is asked to
 * log in, anyone else gets a payment created and leaves for its URL once the post-payment flag is stored. A free
 * course is asked for at once; a paid one first reads the ways to pay and, when there are several, lets the
 * learner choose (`PaidEnrolment`, loaded then).
 */
export function useEnrolment({
  onSignIn,
  onAlreadySubscribed,
  onPaymentRedirect = leaveForPayment,
  returnFocusRef,
  fallbackFocus,
}: UseEnrolmentOptions): Enrolment {
  const { user, isAuthenticated } = useSession();
  const { run: startPayment, isMutating, data: createdPayment } = useStartPayment();
  // The course of the payment being created, or created and being left for.
  const [payingFor, setPayingFor] = useState<string>();
  // The paid course whose enrolment `PaidEnrolment` runs, from Enroll Now until it is left, cancelled or failed.
  const [paying, setPaying] = useState<Course>();
  const processingCourseId = paying?._id ?? (isMutating || createdPayment !== undefined ? payingFor : undefined);
  const [dialog, setDialog] = useState<EnrolmentDialog>();
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const [blockedByServer, setBlockedByServer] = useState(false);
  // The dialogs open from code, not from a trigger of their own. Focus goes back to what had it at
  // Enroll Now (a busy button has lost it by the time a failure's dialog opens); where exactly is
  // decided as the dialog closes, when it is known whether that control is still there.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const blocked = blockedByServer || user?.isBlocked === true;

  const open = useCallback((next: EnrolmentDialog) => {
    setDialogsLoaded(true);
    setDialog(next);
  }, []);

  // Stays Processing... while the browser leaves.
  const leave = useCallback(
    ({ paymentUrl }: { paymentUrl: string }) => {
      markRefreshAfterPayment();
      onPaymentRedirect({ url: paymentUrl });
    },
    [onPaymentRedirect],
  );

  const failed = useCallback(
    (error: unknown, course: Course) => {
      setPaying(undefined);
      if (hasErrorCode(error, 'ALREADY_SUBSCRIBED')) return onAlreadySubscribed({ course });
      if (hasErrorCode(error, 'LOGIN_REQUIRED')) return open({ kind: 'loginRequired' });
      if (hasErrorCode(error, 'ACCOUNT_BLOCKED')) {
        setBlockedByServer(true);
        return open({ kind: 'blocked' });
      }
      // A success without a usable payment URL fails the contract's schema: nothing to go to.
      const status = error instanceof ApiError ? error.status : 0;
      if (status >= 200 && status < 300) return open({ kind: 'paymentNotCreated' });
      open({ kind: 'paymentError', error });
    },
    [onAlreadySubscribed, open],
  );

  const enroll = useCallback(
    (course: Course) => {
      if (processingCourseId !== undefined) return;
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (blocked) return open({ kind: 'blocked' });
      if (!isAuthenticated) return open({ kind: 'loginRequired' });
      if (course.currentPrice > 0) return setPaying(course);
      setPayingFor(course._id);
      // A second press before the first answer is ignored, even within one render (`run` sends one at a time).
      void startPayment({ courseId: course._id }, { onSuccess: leave, onError: (error: unknown) => failed(error, course) });
    },
    [processingCourseId, blocked, isAuthenticated, startPayment, leave, failed, open],
  );

  const close = () => {
    const target = returnFocusRef?.current ?? opener.current;
    const expected = returnFocusRef !== undefined || opener.current !== null;
    // No fallback when nothing had focus (a click Safari did not focus): the dialog leaves focus where it was.
    returnFocus.current = target?.isConnected ? target : expected ? (fallbackFocus?.() ?? null) : null;
    setDialog(undefined);
    setPaying(undefined);
  };

  const dialogs = (
    <>
      {paying && (
        <Suspense fallback={null}>
          <PaidEnrolment course={paying} onLeave={leave} onFailed={failed} onCancel={close} returnFocusRef={returnFocus} />
        </Suspense>
      )}
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <EnrolmentDialogs
            dialog={dialog}
            onClose={close}
            onSignIn={() => {
              // Login leaves the page, and the control with it; should the page stay, focus goes back as for Cancel.
              close();
              onSignIn();
            }}
            returnFocusRef={returnFocus}
          />
        </Suspense>
      )}
    </>
  );

  return { enroll, processingCourseId, blocked, dialogs };
}
