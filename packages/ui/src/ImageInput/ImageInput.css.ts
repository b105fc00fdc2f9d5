import { style } from '@vanilla-extract/css';
import { fieldBox, focusRing, row as inline, smallText, stack } from '../theme/styles';
import { vars } from '../theme/vars.css';

export { fieldLabel as label, fieldRoot as root } from '../private/field.css';

export const row = style([inline(4), { flexWrap: 'wrap' }]);

export const preview = style({
  inlineSize: '10rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const placeholder = style([preview, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.typography.fontSize.xs }]);

export const controls = style([stack(2), { alignItems: 'flex-start' }]);

export const input = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
    '&::file-selector-button': {
      ...fieldBox,
      marginInlineEnd: vars.space[3],
      paddingBlock: vars.space[2],
      paddingInline: vars.space[3],
      color: vars.color.brand,
      fontWeight: vars.typography.fontWeight.semibold,
      fontFamily: 'inherit',
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]::file-selector-button': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const hint = style([smallText, { fontSize: vars.typography.fontSize.xs }]);
