import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const cardTitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.bold, lineHeight: vars.typography.lineHeight.tight });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const note = style({
  margin: 0,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brandSoft,
});

export const noteTitle = style({ margin: 0, fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold });

export const noteText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const details = style({ borderBlockStart: `1px solid ${vars.color.border}`, paddingBlockStart: vars.space[3] });

export const summary = style({
  inlineSize: 'fit-content',
  cursor: 'pointer',
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.brand,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});

export const answers = style({ margin: 0, marginBlockStart: vars.space[3] });

export const question = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.textMuted });

export const answer = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: vars.typography.lineHeight.normal });

export const empty = style({ textAlign: 'center' });

export const emptyText = style({ margin: 0, fontSize: vars.typography.fontSize.lg, color: vars.color.textMuted });
