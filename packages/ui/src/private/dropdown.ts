import { vars } from '../theme/vars.css';

/** A panel that opens below its control (a menu, the country list): over the page, framed, on the surface colour. */
export const dropdownPanel = {
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
} as const;
