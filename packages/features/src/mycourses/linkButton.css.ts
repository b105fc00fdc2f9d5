import { vars } from '@manara/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * Links that lead somewhere in the site, dressed as buttons because they are what the page
 * offers next (ui's Button is a `<button>`, for actions).
 */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.5rem',
  paddingInline: vars.space[5],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const linkButton = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
    },
  ],
  outline: [
    base,
    {
      borderColor: vars.color.borderStrong,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      selectors: { '&:hover': { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand } },
    },
  ],
});
