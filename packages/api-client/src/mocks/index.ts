export { buildCourse, buildCourseDetail, buildCourses, buildCoursesPage, buildInstructors, buildLessonFiles, buildLessons, newCourse } from './fixtures/courses';
export { fixtureAvatar, fixtureImage } from './fixtures/images';
export { courseDetail, courseHandlers, coursesByIds, coursesList, coursesSearch } from './handlers/courses';
export {
  buildAdmin,
  buildLoginResponse,
  buildMessageResponse,
  buildUser,
  buildUserResponse,
  endedSessionCookies,
  FIXTURE_TOKEN,
  sessionCookies,
  storeSessionHint,
} from './fixtures/users';
export {
  USER_MESSAGES,
  userHandlers,
  usersForgotPassword,
  usersGoogleStatus,
  usersLogin,
  usersLogout,
  usersProfile,
  usersRegister,
  usersResendVerification,
  usersResetPassword,
  usersUpdatePassword,
  usersUpdateProfile,
  usersVerifyEmail,
} from './handlers/users';
export {
  buildCreatePaymentResponse,
  buildFreeEnrolmentResponse,
  buildPayment,
  buildPaymentMethodsResponse,
  buildPaymentResponse,
  buildSubscriptionStatusResponse,
  FIXTURE_COURSE_ID,
  FIXTURE_PAYMENT_ID,
  FIXTURE_PAYMENT_URL,
} from './fixtures/payments';
export {
  coursesSubscriptionStatus,
  paymentHandlers,
  paymentsCreate,
  paymentsDetail,
  paymentsMethods,
} from './handlers/payments';
export { errorResponse } from './handlers/shared';
export {
  buildCertificate,
  buildCertificateVerificationResponse,
  buildCompletedCourse,
  buildCompletedCoursesResponse,
  buildCourseProgressResponse,
  buildLessonProgress,
  buildPlayerLessons,
  buildPreviewLessons,
  buildRevocation,
  buildRevokedCertificateResponse,
  FIXTURE_CERTIFICATE_ID,
} from './fixtures/learning';
export {
  certificatesVerify,
  completionCertificate,
  completionCompletedCourses,
  learningHandlers,
  lessonsList,
  lessonsProgress,
  lessonsReport,
} from './handlers/learning';
export {
  buildAdminCourses,
  buildAdminCoursesPage,
  buildAdminLessons,
  buildCoursesReport,
  buildRevenueReport,
  buildUsersReport,
  buildAdminSubscription,
  buildAdminSubscriptionsPage,
  buildAdminUsers,
  buildAdminUsersPage,
  buildAuditEntries,
  buildAuditEntry,
  buildAuditLog,
  buildDashboardStats,
  buildLessonLengths,
  buildPaymentsToRefund,
} from './fixtures/admin';
export {
  adminAudit,
  adminCertificateRevoke,
  adminCourses,
  adminDashboardStats,
  adminInstructors,
  createdInstructors,
  sentCourseForms,
  adminHandlers,
  adminLessonLengths,
  adminLessons,
  adminMarkRefunded,
  adminPaymentsToRefund,
  adminReports,
  adminSubscriptions,
  adminUsersList,
  adminUserWrites,
} from './handlers/admin';
export { buildAdminApplications, buildAdminApplicationsPage, buildApplication, buildMyApplications } from './fixtures/programs';
export { adminApplications, contactEmail, myApplications, programApply, programHandlers } from './handlers/programs';
export { buildContactDetails } from './fixtures/contact';
export { contactDetails, contactHandlers } from './handlers/contact';
