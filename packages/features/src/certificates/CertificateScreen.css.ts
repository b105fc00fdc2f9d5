import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';
import { resultScreen } from '../shared/feedback/feedback.css';

/** The one-card page, wider: the facts and the QR code side by side. */
export const screen = style([resultScreen, { inlineSize: 'min(48rem, 100%)' }]);

export const title = style({ margin: 0, fontSize: vars.typography.fontSize['2xl'] });

export const valid = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const revoked = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

/** The admin's reason, under the revocation's sentence. */
export const reason = style({ display: 'grid', gap: vars.space[1], margin: 0 });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const body = style({ inlineSize: '100%' });

export const facts = style({
  display: 'grid',
  gap: vars.space[3],
  flex: '1 1 18rem',
  margin: 0,
  textAlign: 'start',
});

export const fact = style({ display: 'grid', gap: vars.space[1] });

export const label = style({ color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const value = style({ margin: 0 });

export const name = style([value, { fontSize: vars.typography.fontSize.xl, fontWeight: 700 }]);

/** The id is read and typed letter by letter: in the theme's monospaced face, left to right. */
export const id = style({ fontFamily: vars.typography.fontFamily.mono, overflowWrap: 'anywhere' });

export const qr = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

