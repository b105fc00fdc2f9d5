import { style } from '@vanilla-extract/css';
import { bodyText, titleText } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
});

export const card = style({ inlineSize: 'min(34rem, 100%)', borderBlockStart: `4px solid ${vars.color.danger}` });

export const title = style([titleText, { color: vars.color.danger }]);

export const text = style(bodyText);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[2]} ${vars.space[3]}`,
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
});

export const term = style({
  fontWeight: vars.typography.fontWeight.semibold,
});

export const detail = style({
  margin: 0,
});

export const support = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.typography.fontSize.sm,
});

export const supportLink = style({
  color: vars.color.brand,
  fontWeight: vars.typography.fontWeight.semibold,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

