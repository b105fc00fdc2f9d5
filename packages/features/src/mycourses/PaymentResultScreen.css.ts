import { bodyText, titleText, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const title = style(titleText);

export const text = style([bodyText, { color: vars.color.textMuted }]);

export const facts = style({
  display: 'grid',
  gap: vars.space[2],
  inlineSize: '100%',
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSubtle,
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[4],
  textAlign: 'start',
});

export const factName = style({
  color: vars.color.textMuted,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.semibold,
});

