import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** The headings of the layout primitives: bold, no margin, a size from the type scale. */
export const heading = recipe({
  base: { margin: 0, fontWeight: vars.typography.fontWeight.bold },
  variants: {
    size: {
      lg: { fontSize: vars.typography.fontSize.lg },
      xl: { fontSize: vars.typography.fontSize.xl },
      '2xl': { fontSize: vars.typography.fontSize['2xl'] },
    },
    tone: {
      default: {},
      brand: { color: vars.color.brand },
    },
    /** `tight` for a heading that may run to two lines; `inherit` keeps the text's own leading. */
    leading: {
      tight: { lineHeight: vars.typography.lineHeight.tight },
      inherit: {},
    },
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
export type HeadingTone = NonNullable<HeadingVariants['tone']>;
export type HeadingLeading = NonNullable<HeadingVariants['leading']>;
