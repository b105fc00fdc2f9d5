import { RoutedLink, Surface } from '@manara/ui';
import type { ReactNode } from 'react';
import * as layout from './AuthLayout.css';

export interface AccountCardProps {
  /** The id of the heading, which names the card. */
  titleId: string;
  title: ReactNode;
  /** While the card reports on a request still running. */
  busy?: boolean;
  children?: ReactNode;
  /** Beside the card, outside it: the dialogs the form opens. */
  dialogs?: ReactNode;
}

/** The account screens' centred card with its heading (sign in, sign up, new password, confirming an e-mail). */
export function AccountCard({ titleId, title, busy, children, dialogs }: AccountCardProps) {
  return (
    <div className={layout.screen}>
      <Surface as="main" padding={8} gap={5} shadow="md" className={layout.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
        <h1 id={titleId} className={layout.title}>
          {title}
        </h1>
        {children}
      </Surface>
      {dialogs}
    </div>
  );
}

/** The line under an account card that leads to another: its text and the link (`/login`, `/signup`, `/forget-password`). */
export function AccountFooterLink({ text, href, children }: { text?: string; href: string; children: ReactNode }) {
  return (
    <p className={layout.footer}>
      {text !== undefined && <>{text} </>}
      <RoutedLink href={href} className={layout.link}>
        {children}
      </RoutedLink>
    </p>
  );
}
