import type { ApplicationStatus } from '@manara/api-client/schemas';
import { Badge, VisuallyHidden, type BadgeTone } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { programMessages } from './messages';

/** How each status shows: waiting in amber, approved in green, rejected in red. */
const TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<ApplicationStatus, BadgeTone>;

/**
 * An application's status as a badge, read as 'Status: Pending' by screen readers; `named={false}` in a
 * table's Status column, whose header already says it.
 */
export function ApplicationStatusBadge({ status, named = true }: { status: ApplicationStatus; named?: boolean }) {
  const t = useStore(programMessages);
  return (
    <Badge tone={TONES[status]}>
      {named && <VisuallyHidden>{t.statusLabel}</VisuallyHidden>}
      {t[status]}
    </Badge>
  );
}
