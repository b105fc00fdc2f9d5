export { NavigationBar, type NavigationBarProps } from './NavigationBar';
