import { count, params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/*
 * The audit log's words (docs/product/admin.md#audit-log), apart from the other admin pages' so that only the
 * audit page loads them (decision 088).
 */

export const adminAuditMessages = defineMessages('adminAudit', {
  title: 'Audit log',
  tableCaption: 'Admin changes, newest first',
  when: 'When',
  who: 'Who',
  action: 'Action',
  object: 'Object',
  changes: 'Changes',
  allActions: 'All actions',
  actionFilter: 'Action',
  /** Read out where the arrow from the value before to the value after is drawn. */
  changedTo: 'changed to',
  nothing: '—',
  yes: 'Yes',
  no: 'No',
  unknownAction: params<{ code: string }>('Other action ({code})'),
  /** An object nothing names any more: its kind and the start of its id. */
  unnamed: params<{ type: string; id: string }>('{type} {id}'),
  minutes: params<{ minutes: string }>(count({ one: '{minutes} min', other: '{minutes} min' })),
  downloadCsv: 'Download CSV',
  downloading: 'Downloading...',
  downloadFailed: 'Failed to download the audit log',
  csvWhen: 'When (Cairo time)',
  csvWho: 'Who',
  csvAction: 'Action',
  csvObject: 'Object',
  csvField: 'Field',
  csvBefore: 'Before',
  csvAfter: 'After',
  failed: 'Failed to fetch the audit log',
});

/** What each action the log records is called (docs/product/admin.md#audit-log); keyed by the action's code. */
export const adminAuditActionMessages = defineMessages('adminAuditActions', {
  'user.role': 'Changed a user’s role',
  'user.block': 'Blocked a learner',
  'user.unblock': 'Unblocked a learner',
  'user.delete': 'Deleted an account',
  'subscription.status': 'Changed a subscription’s status',
  'course.create': 'Created a course',
  'course.update': 'Edited a course',
  'course.status': 'Changed a course’s status',
  'course.delete': 'Deleted a course',
  'instructor.create': 'Added an instructor',
  'lesson.create': 'Added a lesson',
  'lesson.update': 'Edited a lesson',
  'lesson.delete': 'Deleted a lesson',
  'application.review': 'Reviewed an application',
  'certificate.revoke': 'Revoked a certificate',
  'payment.refund': 'Marked a payment refunded',
});

/** The kinds of object, the fields and the coded values an entry records, keyed as recorded. */
export const adminAuditWordsMessages = defineMessages('adminAuditWords', {
  user: 'User',
  subscription: 'Subscription',
  course: 'Course',
  lesson: 'Lesson',
  application: 'Application',
  certificate: 'Certificate',
  payment: 'Payment',
  item: 'Item',
  role: 'Role',
  isBlocked: 'Blocked',
  blockReason: 'Block reason',
  blockedAt: 'Blocked on',
  deleted: 'Deleted',
  status: 'Status',
  endDate: 'End date',
  title: 'Title',
  image: 'Picture',
  description: 'Description',
  category: 'Category',
  currentPrice: 'Current Price',
  oldPrice: 'Old Price',
  instructor: 'Instructor',
  tagline: 'Tagline',
  learningPoints: "What You'll Learn",
  targetAudience: 'Target Audience',
  language: 'Language',
  name: 'Name',
  bio: 'Bio',
  photo: 'Photo',
  files: 'PDFs',
  courseId: 'Course',
  videoUrl: 'Video URL',
  duration: 'Duration',
  durationSeconds: 'Measured length',
  order: 'Order',
  isPrivate: 'Private',
  section: 'Section',
  reviewNote: 'Review note',
  reason: 'Reason',
  refunded: 'Refunded',
  note: 'Note',
});

/** Coded values in words: roles, statuses, categories. */
export const adminAuditValueMessages = defineMessages('adminAuditValues', {
  admin: 'Admin',
  user: 'User',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  Featured: 'Featured',
  Manara: 'Manara',
  en: 'English',
  ar: 'Arabic',
});
