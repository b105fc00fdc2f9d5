import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { badge, type BadgeRecipeVariants } from './Badge.css';

export const BADGE_TONES = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'] as const satisfies ReadonlyArray<
  BadgeRecipeVariants['tone']
>;
export type BadgeTone = (typeof BADGE_TONES)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short label: a category, "New", "Paid". */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone = 'neutral', className, ...rest }, ref) {
  return <span ref={ref} {...rest} className={cx(badge({ tone }), className)} />;
});
