import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/**
 * The account menu's words, loaded with it (only a signed-in visitor needs them). English is the product's copy
 * (docs/product/navigation.md#account-menu).
 */
export const accountMessages = defineMessages('navigationAccount', {
  accountMenu: 'Account menu',
  accountMenuOf: params('Account menu for {name}'),
  myProfile: 'My Profile',
  myCourses: 'My Courses',
  myApplications: 'My Applications',
  myCertificates: 'My Certificates',
  dashboard: 'Dashboard',
  logout: 'Logout',
});
