export { ContactScreen } from './ContactScreen';
