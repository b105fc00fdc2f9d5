import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

export const preview = style({
  inlineSize: '10rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const placeholder = style([preview, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.typography.fontSize.xs }]);

export const controls = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2] });

export const input = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
    '&::file-selector-button': {
      marginInlineEnd: vars.space[3],
      paddingBlock: vars.space[2],
      paddingInline: vars.space[3],
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
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

export const hint = style({ margin: 0, fontSize: vars.typography.fontSize.xs, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.danger });
