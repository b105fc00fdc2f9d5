export { AdminApplicationsScreen } from './AdminApplicationsScreen';
export { AdminAuditScreen } from './AdminAuditScreen';
export { AdminCoursesScreen, type AdminCoursesScreenProps } from './AdminCoursesScreen';
export { AdminDashboardScreen, type AdminDashboardScreenProps } from './AdminDashboardScreen';
export { AdminReportsScreen } from './AdminReportsScreen';
export { AdminSubscriptionsScreen } from './AdminSubscriptionsScreen';
export { AdminUsersScreen } from './AdminUsersScreen';
export { AdminRefundsScreen } from './AdminRefundsScreen';
