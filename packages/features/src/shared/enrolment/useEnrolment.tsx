import type { Course } from '@manara/api-client';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { markRefreshAfterPayment, useSession } from '../session';
import { useStartPayment } from './api/startPayment';
import type { CheckoutFailure } from './Checkout';
import type { EnrolmentDialog } from './EnrolmentDialogs';

// The dialogs and their words load when one first opens: the catalogue, in the first chunk, stays light.
const EnrolmentDialogs = lazy(() => import('./EnrolmentDialogs'));
// So does the enrolment itself (creating the payment, and for a paid course the ways to pay and the choice).
const Checkout = lazy(() => import('./Checkout'));

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
  /** The course being enrolled in (its payment created or its way to pay chosen): its button reads Processing... and is disabled. */
  processingCourseId: string | undefined;
  /** A blocked user, known from the session or from the server's answer. */
  blocked: boolean;
  /** Render this once, anywhere: the choice of how to pay, and the Account Blocked, Login Required and Payment Error dialogs. */
  dialogs: ReactNode;
}

const leaveForPayment = ({ url }: { url: string }) => window.location.assign(url);

/**
 * Enrolment (docs/product/enrolment-and-payments.md#enroll-now): a blocked user is told so, a visitor is asked to
 * log in; for anyone else `Checkout`, loaded then, creates the payment (a paid course's after the ways to pay are
 * read and, when there are several, one is chosen) and leaves for its URL once the post-payment flag is stored.
 */
export function useEnrolment({
  onSignIn,
  onAlreadySubscribed,
  onPaymentRedirect = leaveForPayment,
  returnFocusRef,
  fallbackFocus,
}: UseEnrolmentOptions): Enrolment {
  const { user, isAuthenticated } = useSession();
  // Here, not in `Checkout`: the writes' hook is in the first chunk for the pages that write (decision 104).
  const payment = useStartPayment();
  // The course being enrolled in, from Enroll Now until the browser leaves, or the choice is cancelled or fails.
  const [enrolling, setEnrolling] = useState<Course>();
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

  const failed = (failure: CheckoutFailure, course: Course) => {
    setEnrolling(undefined);
    if (failure === 'owned') return onAlreadySubscribed({ course });
    if (failure.kind === 'blocked') setBlockedByServer(true);
    open(failure);
  };

  const enroll = useCallback(
    (course: Course) => {
      // A second press is ignored; within one render it enrols in the same course again, which changes nothing.
      if (enrolling !== undefined) return;
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (blocked) return open({ kind: 'blocked' });
      if (!isAuthenticated) return open({ kind: 'loginRequired' });
      setEnrolling(course);
    },
    [enrolling, blocked, isAuthenticated, open],
  );

  const close = () => {
    const target = returnFocusRef?.current ?? opener.current;
    const expected = returnFocusRef !== undefined || opener.current !== null;
    // No fallback when nothing had focus (a click Safari did not focus): the dialog leaves focus where it was.
    returnFocus.current = target?.isConnected ? target : expected ? (fallbackFocus?.() ?? null) : null;
    setDialog(undefined);
    setEnrolling(undefined);
  };

  // One boundary: the choice and the other dialogs never wait for their code at the same time.
  const dialogs = (
    <Suspense fallback={null}>
      {enrolling && (
        <Checkout
          course={enrolling}
          payment={payment}
          onLeave={({ paymentUrl }) => {
            // Stays Processing... while the browser leaves.
            markRefreshAfterPayment();
            onPaymentRedirect({ url: paymentUrl });
          }}
          onFailed={failed}
          onCancel={close}
          returnFocusRef={returnFocus}
        />
      )}
      {dialogsLoaded && (
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
      )}
    </Suspense>
  );

  return { enroll, processingCourseId: enrolling?._id, blocked, dialogs };
}
