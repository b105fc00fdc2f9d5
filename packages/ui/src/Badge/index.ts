export { BADGE_TONES, Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
