export { ContactScreen, type ContactDetails, type ContactScreenProps } from './ContactScreen';
