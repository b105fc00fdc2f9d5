import { Spinner, Stack } from '@manara/ui';
import type { ReactNode } from 'react';
import { AccountCard } from '../shared/account/AccountCard';
import * as layout from '../shared/account/AuthLayout.css';

/**
 * The account card for a screen that only reports on a request the link started (confirming an
 * e-mail, finishing a Google sign-in): a title, then either a spinner with what is happening, or
 * what came of it.
 */
export function StatusCard({ title, busyText, children }: { title: string; busyText?: string; children?: ReactNode }) {
  return (
    <AccountCard titleId="status-title" title={title} busy={busyText !== undefined}>
      {busyText !== undefined && (
        <Stack gap={4} align="center" className={layout.waiting} role="status">
          <Spinner />
          <p className={layout.message}>{busyText}</p>
        </Stack>
      )}
      {children}
    </AccountCard>
  );
}
