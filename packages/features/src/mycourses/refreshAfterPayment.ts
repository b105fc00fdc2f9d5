import { useEffect, useRef, useState } from 'react';
import { clearRefreshAfterPayment, isRefreshAfterPaymentMarked, useSession } from '../shared/session';

/**
 * docs/product/enrolment-and-payments.md#my-courses: after a payment the user is refreshed first. When the post-payment flag is set
 * (or `force`), and once `enabled`, the session's user is asked for again, then the flag is
 * cleared; `ready` turns true after that, so nothing reads the user's courses too early. A refresh
 * that fails keeps the flag, so the next visit tries again (the failure itself is not shown: docs/product/errors.md).
 */
export function useRefreshAfterPayment({ enabled, force = false }: { enabled: boolean; force?: boolean }): {
  ready: boolean;
} {
  const { refreshUser, loading } = useSession();
  // Read once: the flag is what the enrolment left before this page opened.
  const [flagged] = useState(isRefreshAfterPaymentMarked);
  const [refreshed, setRefreshed] = useState(false);
  const started = useRef(false);
  const needed = flagged || force;

  useEffect(() => {
    // Not while the session's first answer is on its way: a refresh then would have SWR drop that
    // answer, and the page would show no user in the meantime.
    if (!enabled || loading || !needed || started.current) return;
    started.current = true;
    refreshUser()
      .then(clearRefreshAfterPayment, () => undefined)
      .finally(() => setRefreshed(true));
  }, [enabled, loading, needed, refreshUser]);

  return { ready: !needed || refreshed };
}
