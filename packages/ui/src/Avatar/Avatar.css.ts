import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    aspectRatio: '1',
    overflow: 'hidden',
    borderRadius: '50%',
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { inlineSize: '2rem', fontSize: vars.typography.fontSize.xs },
      md: { inlineSize: '2.5rem', fontSize: vars.typography.fontSize.sm },
      lg: { inlineSize: '4rem', fontSize: vars.typography.fontSize.xl },
      xl: { inlineSize: '6rem', fontSize: vars.typography.fontSize['2xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarRecipeVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const initials = style({
  '::before': { content: 'attr(data-initials)' },
});

/** Without a name to draw letters from, a head-and-shoulders outline. */
export const silhouette = style({
  inlineSize: '60%',
  blockSize: '60%',
});
