import { sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { UsersOptions } from './users/options';
import type { CredentialSigner } from './credentials/signing-key';
import { credentialRoutes } from './credentials/routes';
import { MAX_PHOTO_BYTES } from './users/profile-photo';
import { MAX_COURSE_IMAGE_BYTES } from './admin/course-image';
import { MAX_LESSON_FILE_BYTES } from '@manara/api-client/schemas';
import { userRoutes } from './users/routes';
import { completionRoutes, courseLessonsHandler, lessonRoutes } from './lessons/routes';
import { certificateRoutes } from './credentials/certificate-routes';
import { sessionTokens } from './auth/session';
import { adminRoutes } from './admin/routes';
import { contactRoutes } from './contact/routes';
import { programRoutes } from './programs/routes';
import { courseRoutes } from './courses/routes';
import type { Database } from './db/connection';
import type { PaymentsOptions } from './payments/options';
import { paymentRoutes } from './payments/routes';
import { subscriptionStatusRoutes } from './payments/subscription-status-routes';
import type { ApiDeps } from './api-deps';
import type { CatalogueCache } from './courses/catalogue-cache';
import type { AccountsCache } from './auth/accounts-cache';
import { errorBody, errorResponse, notFound, success } from './http/responses';
import { isMultipartForm } from './http/validate';
import { ledgeredStorage } from './uploads/stored-files';

/** Request bodies here are small JSON documents; anything bigger is a mistake or abuse. */
const MAX_BODY_BYTES = 64 * 1024;
/** A profile form upload: the photo plus room for the text fields and the multipart framing. */
const MAX_PHOTO_UPLOAD_BYTES = MAX_PHOTO_BYTES + MAX_BODY_BYTES;

/** A course form with its picture: the same room around a bigger file. */
const MAX_COURSE_UPLOAD_BYTES = MAX_COURSE_IMAGE_BYTES + MAX_BODY_BYTES;

/** A lesson's PDF with its name: the same room around the largest PDF (decision 082). */
const MAX_LESSON_FILE_UPLOAD_BYTES = MAX_LESSON_FILE_BYTES + MAX_BODY_BYTES;

/** The requests that may carry a file. */
const isPhotoUpload = (c: Context) => c.req.method === 'PATCH' && c.req.path === '/api/users/profile' && isMultipartForm(c);
const isCourseImageUpload = (c: Context) =>
  (c.req.method === 'POST' || c.req.method === 'PATCH') && /^\/api\/admin\/courses(?:\/[^/]+)?$/.test(c.req.path) && isMultipartForm(c);
const isLessonFileUpload = (c: Context) => c.req.method === 'POST' && /^\/api\/admin\/lessons\/[^/]+\/files$/.test(c.req.path) && isMultipartForm(c);

/**
 * The rest of a refused body is never read, and Node closes a socket whose request it stopped reading
 * far from its end. Saying so lets the client open a new connection instead of sending its next
 * request into a closed one.
 */
function tooLarge(c: Context, code: 'BODY_TOO_LARGE' | 'PHOTO_TOO_LARGE' | 'COURSE_IMAGE_TOO_LARGE' | 'LESSON_FILE_TOO_LARGE') {
  c.header('Connection', 'close');
  return errorResponse(c, code);
}

/**
 * Refuses a body over `maxSize` bytes. Checked against Content-Length before anything is read; without one, reading
 * stops at the limit. A stated length is read from the request's headers here: Hono's `bodyLimit` asks for the
 * body's stream first, and Node's adapter then builds a whole web Request, where a body read as text comes straight
 * from the socket (decision 109).
 */
function limitBody(maxSize: number, code: Parameters<typeof tooLarge>[1]): MiddlewareHandler {
  const refuse = (c: Context) => tooLarge(c, code);
  const streamed = bodyLimit({ maxSize, onError: refuse });
  return async (c, next) => {
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > maxSize) return refuse(c);
    await next();
  };
}

/** Everything under `/api`: JSON in, JSON out, including every error. */
export function apiRoutes(
  db: Database,
  {
    users,
    payments,
    credentials,
    reportError,
    dispatch,
    catalogue,
    accounts,
    isDraining,
  }: {
    users: UsersOptions;
    payments: PaymentsOptions;
    credentials: CredentialSigner;
    reportError: (error: unknown) => void;
    /** Sends a request through the whole app, in process (the sandbox's notifications). */
    dispatch: (path: string, init: RequestInit) => Promise<Response>;
    catalogue: CatalogueCache;
    accounts: AccountsCache;
    /** The server has begun to stop. */
    isDraining: () => boolean;
  },
) {
  const api = new Hono();
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) =>
        c.json(errorBody('METHOD_NOT_ALLOWED'), 405, { Allow: methods.join(', ') }),
    }),
  );
  const smallBody = limitBody(MAX_BODY_BYTES, 'BODY_TOO_LARGE');
  const photoUpload = limitBody(MAX_PHOTO_UPLOAD_BYTES, 'PHOTO_TOO_LARGE');
  const courseImageUpload = limitBody(MAX_COURSE_UPLOAD_BYTES, 'COURSE_IMAGE_TOO_LARGE');
  const lessonFileUpload = limitBody(MAX_LESSON_FILE_UPLOAD_BYTES, 'LESSON_FILE_TOO_LARGE');
  api.use((c, next) => {
    // Nothing reads the body of a GET or HEAD; bounding it would build a whole web Request for each one.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (isPhotoUpload(c)) return photoUpload(c, next);
    // Who may upload is checked after the body is bounded: a learner's upload is still refused with a 403.
    if (isCourseImageUpload(c)) return courseImageUpload(c, next);
    if (isLessonFileUpload(c)) return lessonFileUpload(c, next);
    return smallBody(c, next);
  });

  /** Whether the database answers: the health check, and half of readiness. */
  const databaseAnswers = async () => {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };
  api.get('/health', async (c) => (await databaseAnswers() ? c.json(success({ ok: true })) : errorResponse(c, 'DATABASE_UNREACHABLE')));
  // For an orchestrator (README, "Running it"): live while the process answers at all; ready while it should get traffic.
  api.get('/live', (c) => c.json(success({ ok: true })));
  api.get('/ready', async (c) => {
    if (isDraining()) return errorResponse(c, 'SHUTTING_DOWN');
    return (await databaseAnswers()) ? c.json(success({ ok: true })) : errorResponse(c, 'DATABASE_UNREACHABLE');
  });
  const deps: ApiDeps = {
    db,
    sessions: sessionTokens({ secret: users.sessionSecret, now: users.now }),
    // Every picture stored through the API is in the ledger, so one a crash leaves behind is found again.
    users: { ...users, photoStorage: ledgeredStorage(db, users.photoStorage) },
    payments,
    credentials,
    reportError,
    dispatch,
    catalogue,
    accounts,
  };
  api.route('/courses', courseRoutes(deps));
  api.route('/courses', subscriptionStatusRoutes(deps));
  api.get('/courses/:id/lessons', courseLessonsHandler(deps));
  api.route('/users', userRoutes(deps));
  api.route('/payments', paymentRoutes(deps));
  api.route('/lessons', lessonRoutes(deps));
  api.route('/completion', completionRoutes(deps));
  api.route('/certificates', certificateRoutes(deps));
  api.route('/credentials', credentialRoutes(deps));
  // An admin write may change the catalogue: this instance forgets it at once, before the admin's next read
  // (other instances hear of it from the database).
  api.use('/admin/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) catalogue.invalidate();
  });
  api.route('/admin', adminRoutes(deps));
  api.route('/programs', programRoutes(deps));
  api.route('/email', contactRoutes(deps));
  api.get('/contact-details', (c) => c.json(success(deps.users.contactDetails)));
  api.all('*', notFound);
  return api;
}
