import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { stack } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    color: vars.color.text,
    lineHeight: vars.typography.lineHeight.snug,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
      success: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
      warning: { backgroundColor: vars.color.warningSoft, borderColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertRecipeVariants = NonNullable<RecipeVariants<typeof alert>>;

const iconBase = style({
  flexShrink: 0,
  fontSize: vars.typography.fontSize.xl,
});

/** The icon carries the tone's strong colour; the text stays the body colour for contrast. */
export const icon = styleVariants({
  info: [iconBase, { color: vars.color.info }],
  success: [iconBase, { color: vars.color.success }],
  warning: [iconBase, { color: vars.color.warning }],
  danger: [iconBase, { color: vars.color.danger }],
});

export const content = style([stack(1), { minInlineSize: 0 }]);

export const title = style({
  fontWeight: vars.typography.fontWeight.bold,
});
