export { AboutScreen } from './AboutScreen';
export { HomeScreen } from './HomeScreen';
