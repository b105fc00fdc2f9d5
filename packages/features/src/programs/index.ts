export { ServicesScreen, type ServicesScreenProps } from './ServicesScreen';
