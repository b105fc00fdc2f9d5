import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
});

export const card = style({ scrollMarginBlockStart: vars.space[8] });

export const subtitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.bold, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.typography.lineHeight.normal });

export const label = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text });

export const list = style({ margin: 0 });

export const link = style({ color: vars.color.brand, fontWeight: vars.typography.fontWeight.semibold, overflowWrap: 'anywhere' });

/** A telephone number is read and dialled as one: it never breaks across lines. */
export const phone = style([link, { whiteSpace: 'nowrap' }]);

/** Off screen for people, where a bot filling every field still finds it. */
export const trap = style({ position: 'absolute', insetInlineStart: '-10000px', inlineSize: '1px', blockSize: '1px', overflow: 'hidden' });
