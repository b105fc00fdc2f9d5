import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/styles';

const enabledHover = '&:hover:not(:disabled)';

/**
 * The button look, one source for Button (a `<button>`, for actions) and ButtonLink (an `<a>`, for
 * going somewhere). The disabled and busy rules only ever match the button: a link is never disabled.
 */
export const buttonRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:focus-visible': focusRing,
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      // Busy is disabled too, but it is work in progress, not a dead end: keep it legible.
      '&[data-busy]': { cursor: 'progress', opacity: 0.85 },
      // Drawn by the server, waiting for the page's code: a moment, not a dead end, so it keeps its look.
      '&[data-waiting]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.sm,
        selectors: { [enabledHover]: { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.sm,
        selectors: { [enabledHover]: { backgroundColor: vars.color.accentHover } },
      },
      outline: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.brand,
        selectors: { [enabledHover]: { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: { [enabledHover]: { backgroundColor: vars.color.brandSoft } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.sm,
        selectors: { [enabledHover]: { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        minBlockSize: '2rem',
        paddingInline: vars.space[3],
        fontSize: vars.typography.fontSize.sm,
      },
      md: {
        minBlockSize: '2.5rem',
        paddingInline: vars.space[4],
        fontSize: vars.typography.fontSize.sm,
      },
      lg: {
        minBlockSize: '3rem',
        paddingInline: vars.space[6],
        fontSize: vars.typography.fontSize.md,
      },
    },
    fullWidth: {
      true: { display: 'flex', inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;
