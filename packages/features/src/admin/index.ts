export { AdminDashboardScreen, type AdminDashboardScreenProps } from './AdminDashboardScreen';
export { AdminUsersScreen } from './AdminUsersScreen';
