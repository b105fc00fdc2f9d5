import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const paddingBlock = styleVariants(vars.space, (space) => ({ paddingBlock: space }));
export const paddingInline = styleVariants(vars.space, (space) => ({ paddingInline: space }));

/** A raised card: its content stacked on the surface colour, rounded, with a shadow and an optional border. */
export const surface = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
  },
  variants: {
    shadow: {
      none: {},
      sm: { boxShadow: vars.shadow.sm },
      md: { boxShadow: vars.shadow.md },
    },
    border: {
      true: { border: `1px solid ${vars.color.border}` },
      false: {},
    },
  },
  defaultVariants: { shadow: 'sm', border: false },
});

export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;
