import { style } from '@vanilla-extract/css';
import { bodyText, titleText, vars } from '@manara/ui';

/*
 * The one card every account screen sits on (login, sign-up, password reset, e-mail check, the
 * Google return), so they look like one set of pages.
 */

export const screen = style({
  display: 'grid',
  // One column as wide as the screen allows, never wider: the card's width is a share of it, not of its content.
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  minBlockSize: '100vh',
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceSubtle,
});

export const card = style({ inlineSize: 'min(28rem, 100%)' });

export const title = style([titleText, { textAlign: 'center' }]);

export const link = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.brand,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const footer = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** A sentence under the title of a screen that only reports (a link is invalid, an e-mail is being checked). */
export const message = style([bodyText, { textAlign: 'center' }]);

/** Words and a spinner, centred: the screen is waiting on the server. */
export const waiting = style({ paddingBlock: vars.space[4] });

