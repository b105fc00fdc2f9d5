export { Menu, MENU_ALIGNS } from './Menu';
export type { MenuAlign, MenuItem, MenuProps } from './Menu';
