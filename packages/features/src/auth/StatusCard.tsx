import { Spinner, Stack, Surface } from '@manara/ui';
import type { ReactNode } from 'react';
import * as layout from '../shared/account/AuthLayout.css';

/**
 * The account card for a screen that only reports on a request the link started (confirming an
 * e-mail, finishing a Google sign-in): a title, then either a spinner with what is happening, or
 * what came of it.
 */
export function StatusCard({ title, busyText, children }: { title: string; busyText?: string; children?: ReactNode }) {
  return (
    <div className={layout.screen}>
      <Surface as="main" padding={8} gap={5} shadow="md" className={layout.card} aria-labelledby="status-title" aria-busy={busyText !== undefined || undefined}>
        <h1 id="status-title" className={layout.title}>
          {title}
        </h1>
        {busyText !== undefined && (
          <Stack gap={4} align="center" className={layout.waiting} role="status">
            <Spinner />
            <p className={layout.message}>{busyText}</p>
          </Stack>
        )}
        {children}
      </Surface>
    </div>
  );
}
