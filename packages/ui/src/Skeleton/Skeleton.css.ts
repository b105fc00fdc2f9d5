import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    maxInlineSize: '100%',
    backgroundColor: vars.color.surfaceSunken,
    backgroundImage: `linear-gradient(90deg, transparent 25%, rgb(255 255 255 / 0.55) 50%, transparent 75%)`,
    backgroundSize: '300% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      rect: { borderRadius: vars.radius.md, blockSize: '1rem' },
      // Text lines are a little shorter than their line box, as real glyphs are.
      text: { borderRadius: vars.radius.sm, blockSize: '0.8em', marginBlock: '0.2em' },
      circle: { borderRadius: '50%', flexShrink: 0, inlineSize: '2.5rem', aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'rect' },
});

export type SkeletonRecipeVariants = NonNullable<RecipeVariants<typeof skeleton>>;
