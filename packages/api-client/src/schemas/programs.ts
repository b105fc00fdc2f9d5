import * as v from 'valibot';
import { PaginationSchema, successEnvelope } from './common';
import { PageParamSchema } from './course-requests';
import { multiLineText, singleLineText } from './text';
import { EmailSchema, NameSchema } from './fields';

/*
 * The programmes and the contact form (docs/product/public-pages.md): what they take and answer. The same
 * schemas check the forms in the browser and the requests on the server.
 */

export const PROGRAMS = ['ambassador', 'mentorship'] as const;
export type Program = (typeof PROGRAMS)[number];

/** An application waits for an admin, who approves or rejects it with a note. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The longest answer a programme form takes: a few paragraphs. */
export const MAX_ANSWER_LENGTH = 2000;

/** One required multi-line answer, trimmed. */
const Answer = (label: string) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    multiLineText,
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(MAX_ANSWER_LENGTH, `${label} must be at most ${MAX_ANSWER_LENGTH} characters`),
  );

/** Each programme's answers, in the order its form asks them. */
export const PROGRAM_QUESTIONS = {
  ambassador: ['motivation', 'promotionPlan', 'experience', 'questions'],
  mentorship: ['goal', 'area', 'expectations', 'availability'],
} as const satisfies Record<Program, readonly string[]>;

type Question = (typeof PROGRAM_QUESTIONS)[Program][number];

/** How an error names each question. */
const QUESTION_LABELS: Record<Question, string> = {
  motivation: 'Motivation',
  promotionPlan: 'Promotion plan',
  experience: 'Experience',
  questions: 'Questions',
  goal: 'Goal',
  area: 'Area',
  expectations: 'Expectations',
  availability: 'Availability',
};

/** A programme's form: every one of its questions, each a required answer. */
const answersTo = <TQuestion extends Question>(questions: readonly TQuestion[]) =>
  v.object(Object.fromEntries(questions.map((question) => [question, Answer(QUESTION_LABELS[question])])) as Record<TQuestion, ReturnType<typeof Answer>>);

/** `POST /programs/ambassador/apply`: the four required answers. */
export const AmbassadorApplicationBodySchema = answersTo(PROGRAM_QUESTIONS.ambassador);
export type AmbassadorApplicationBody = v.InferInput<typeof AmbassadorApplicationBodySchema>;

/** `POST /programs/mentorship/request`: the four required answers. */
export const MentorshipRequestBodySchema = answersTo(PROGRAM_QUESTIONS.mentorship);
export type MentorshipRequestBody = v.InferInput<typeof MentorshipRequestBodySchema>;

const Timestamp = v.pipe(v.string(), v.isoTimestamp());

export const ApplicationSchema = v.object({
  _id: v.string(),
  program: v.picklist(PROGRAMS),
  status: v.picklist(APPLICATION_STATUSES),
  answers: v.record(v.string(), v.string()),
  /** The reviewer's words to the applicant; null until reviewed. */
  reviewNote: v.nullable(v.string()),
  reviewedAt: v.nullable(Timestamp),
  createdAt: Timestamp,
  /** Who applied: in the admin's answers only. */
  applicant: v.optional(v.object({ _id: v.string(), firstName: v.string(), lastName: v.string(), email: v.string() })),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;

export const ApplicationResponseSchema = successEnvelope(v.object({ application: ApplicationSchema }));
export const MyApplicationsResponseSchema = successEnvelope(v.object({ applications: v.array(ApplicationSchema) }));

/** `GET /admin/applications?page=&program=&status=`. */
export const AdminApplicationsQuerySchema = v.object({
  page: PageParamSchema,
  program: v.optional(v.picklist(PROGRAMS, `program must be one of ${PROGRAMS.join(', ')}`)),
  status: v.optional(v.picklist(APPLICATION_STATUSES, `status must be one of ${APPLICATION_STATUSES.join(', ')}`)),
});
export const AdminApplicationsResponseSchema = successEnvelope(v.object({ applications: v.array(ApplicationSchema), pagination: PaginationSchema }));

/** The longest review note. */
export const MAX_REVIEW_NOTE = 1000;

/** `PATCH /admin/applications/{id}`: approved or rejected, with an optional note the applicant reads. */
export const ReviewApplicationBodySchema = v.object({
  status: v.picklist(['approved', 'rejected'], 'status must be approved or rejected'),
  note: v.optional(v.pipe(v.string('note must be text'), multiLineText, v.trim(), v.maxLength(MAX_REVIEW_NOTE, `note must be at most ${MAX_REVIEW_NOTE} characters`)), ''),
});
export type ReviewApplicationBody = v.InferInput<typeof ReviewApplicationBodySchema>;

/** The contact form's message: at least 10 characters, at most a long letter. */
export const MAX_CONTACT_MESSAGE = 5000;

/**
 * `POST /api/email` (the contact form): names of 2 or more, a valid e-mail, a message of 10 or more
 * characters. `website` is a field people never see: a form that fills it was filled by a program.
 */
export const ContactMessageBodySchema = v.object({
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
  email: EmailSchema,
  message: v.pipe(
    v.optional(v.string('Message is required'), ''),
    multiLineText,
    v.trim(),
    v.nonEmpty('Message is required'),
    v.minLength(10, 'Message must be at least 10 characters'),
    v.maxLength(MAX_CONTACT_MESSAGE, `Message must be at most ${MAX_CONTACT_MESSAGE} characters`),
  ),
  website: v.optional(v.pipe(v.string(), singleLineText), ''),
});
export type ContactMessageBody = v.InferInput<typeof ContactMessageBodySchema>;
