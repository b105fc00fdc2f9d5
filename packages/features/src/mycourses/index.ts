export { MyCoursesScreen, type MyCoursesScreenProps } from './MyCoursesScreen';
export { PaymentResultScreen, type PaymentResultScreenProps } from './PaymentResultScreen';
export { PAYMENT_POLL_MS, PAYMENT_POLL_TIMEOUT_MS } from './constants';
