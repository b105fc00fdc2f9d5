import { vars } from '../theme/vars.css';

/** One keyboard focus ring for every interactive piece, so focus looks the same everywhere. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
