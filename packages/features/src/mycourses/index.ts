export { MyCoursesScreen, type MyCoursesScreenProps } from './MyCoursesScreen';
export { PaymentResultScreen, type PaymentResultScreenProps } from './PaymentResultScreen';
