import { ForgotPasswordScreen } from '@manara/features/auth';
import { titledPage } from './titledPage';

/** `/forget-password`, without the frame (docs/product/routes.md#pages-without-the-frame). */
export const Component = titledPage('forgotPasswordTitle', ForgotPasswordScreen);
