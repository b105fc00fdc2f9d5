export { MyApplicationsScreen } from './MyApplicationsScreen';
