export {
  AUTH_COOKIE,
  ROLE_COOKIE,
  ApiError,
  answerApiCallsWith,
  apiClient,
  createApiClient,
  errorMessageOf,
  forgetSessionHint,
  hasErrorCode,
  readSessionHint,
  sessionChanged,
  subscribeToSession,
} from './client';
export type { ApiClient, ApiClientOptions, CookieJar, DownloadedFile, DownloadOptions, RequestOptions } from './client';
export { getCourse, getCoursesByIds, listCourses, searchCourses, searchCoursesByTerm } from './endpoints/courses';
export {
  forgotPassword,
  getGoogleStatus,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './endpoints/accounts';
export { updatePassword, updateProfile } from './endpoints/profile';
export { getProfile, logout } from './endpoints/users';
export { COURSE_CATEGORIES, COURSE_LANGUAGES } from './schemas/courses';
export type {
  Category,
  Course,
  CourseDetail,
  CourseInput,
  CourseLanguage,
  CoursesPage,
  Instructor,
  Lesson,
  LessonFile,
} from './schemas/courses';
export type { Pagination } from './schemas/common';
export { USER_ROLES } from './schemas/users';
export type { RegisterBody } from './schemas/phone-requests';
export type { User, UserInput, UserRole } from './schemas/users';
export { getContactDetails } from './endpoints/contact';
export type { ContactDetails, SocialNetwork } from './schemas/contact';
export { getMyPayments, getPayment, getPaymentMethods } from './endpoints/payment-reads';
export { createPayment, getSubscriptionStatus } from './endpoints/payments';
export {
  applyToAmbassador,
  getApplicationStatus,
  getMyApplications,
  listApplications,
  requestMentorship,
  reviewApplication,
  sendContactMessage,
} from './endpoints/programs';
export {
  blockUser,
  createCourse,
  createInstructor,
  listInstructors,
  deleteUser,
  downloadReportCsv,
  listCourseLessons,
  listLessonLengths,
  measureLesson,
  setUserStatus,
  createLesson,
  deleteCourse,
  deleteLesson,
  deleteLessonFile,
  uploadLessonFile,
  getAuditLog,
  getDashboardStats,
  getReport,
  listAdminCourses,
  listAdminSubscriptions,
  listPaymentsToRefund,
  markPaymentRefunded,
  listAdminUsers,
  revokeCertificate,
  setCourseStatus,
  setSubscriptionStatus,
  setUserRole,
  unblockUser,
  updateCourse,
  updateLesson,
} from './endpoints/admin';
export type { AdminInstructor, AdminSubscription, AuditAction, AuditEntry, DashboardStats, LessonLengthItem } from './schemas/admin';
export {
  getCompletedCourses,
  getCompletedLessons,
  getCompletionStatus,
  getCourseCertificate,
  getCourseProgress,
  listLessons,
  reportProgress,
  verifyCertificate,
} from './endpoints/lessons';
export { PAYMENT_METHODS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './schemas/payments';
export type { CreatedPayment, KioskReference, Payment, PaymentMethod, PaymentMethodOption, PaymentStatus, SubscriptionStatus } from './schemas/payments';
export type { Certificate, CertificateRevocation, CertificateVerification, CompletedCourse, LessonProgress } from './schemas/lessons';
export type { ProgressReportBody } from './schemas/lesson-requests';
