import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    paddingBlock: '0.125rem',
    paddingInline: vars.space[2],
    borderRadius: vars.radius.pill,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      brand: { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
      // The accent is a solid amber: it is the one badge meant to catch the eye (e.g. "New").
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeRecipeVariants = NonNullable<RecipeVariants<typeof badge>>;
