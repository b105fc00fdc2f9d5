import { absoluteUrl, inLanguage, sitePaths } from '@manara/api-client/paths';
import {
  ACCOUNT_MESSAGES,
  ForgotPasswordBodySchema,
  ResendVerificationBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UpdatePasswordBodySchema,
  UpdateProfileBodySchema,
  tooManyPhotosMessage,
  type LoginResponseSchema,
  type MessageResponseSchema,
  type PasswordChangedResponseSchema,
  type UserResponseSchema,
} from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import { readerLanguage } from '../http/reader-language';
import { httpError, rateLimited, type ResponseBody, success } from '../http/responses';
import { isMultipartForm, parseRequest, readJsonObject, readMultipartForm } from '../http/validate';
import { newFileKey } from '../uploads/storage';
import { changePassword, createAccount, endSessions, resetPassword, updateProfile, verifyEmail } from './users';
import { findUserByEmail } from './queries';
import { googleRoutes } from './google/routes';
import type { UsersDeps } from './options';
import type { AccountMail } from '../mail/mailer';
import { hashToken, issueToken } from './one-time-tokens';
import { deviceCookies } from './device-cookie';
import { LOGIN_PER_DEVICE_LIMIT, type RateLimitedAction } from '../http/rate-limits';
import type { RateDecision } from '../http/rate-limit';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { toProfilePhoto, type ProfilePhoto } from './profile-photo';
import { requireUser, type SessionEnv } from '../auth/require-user';
import { endSessionCookies, grantSessionCookies } from '../auth/session-cookies';
import { toUserWithCourses } from './queries';

/** Why a one-time link was refused, as the error's code. */
const VERIFICATION_FAILURES = { invalid: 'VERIFICATION_LINK_INVALID', expired: 'VERIFICATION_LINK_EXPIRED', used: 'VERIFICATION_LINK_USED' } as const;
const RESET_FAILURES = { invalid: 'RESET_LINK_INVALID', expired: 'RESET_LINK_EXPIRED', used: 'RESET_LINK_USED' } as const;

/** Profile photos sit together in storage, apart from whatever else is uploaded later. */
const PHOTO_FOLDER = 'avatars';

/**
 * The profile form's text fields and its photo. JSON carries only text; a form upload
 * (`multipart/form-data`) carries the same fields and, optionally, the file in `image`.
 */
async function readProfileUpdate(c: Context): Promise<{ fields: Record<string, unknown>; photoFile?: File }> {
  if (!isMultipartForm(c)) return { fields: await readJsonObject(c) };
  const { image, ...fields } = await readMultipartForm(c);
  // A form with no photo chosen sends an empty part (a file without a name, or plain ''): the photo stays.
  if (image === undefined || image === '' || (image instanceof File && image.size === 0)) return { fields };
  if (!(image instanceof File)) throw httpError('PHOTO_NOT_AN_IMAGE');
  return { fields, photoFile: image };
}

/** `/api/users/...`: sign-up, e-mail verification, sessions, password reset and change, profile. */
export function userRoutes(deps: UsersDeps) {
  const { db, sessions, reportError, users: options } = deps;
  const { mailer, now, clientIp, photoStorage, rateLimitStore } = options;
  const signedIn = requireUser(deps);

  const windows = (action: RateLimitedAction) => {
    const { perIp, perAccount } = options.rateLimits[action];
    return { perIp: rateLimitStore(`${action}.perIp`, perIp, now), perAccount: rateLimitStore(`${action}.perAccount`, perAccount, now) };
  };
  const limiters: Record<RateLimitedAction, ReturnType<typeof windows>> = {
    login: windows('login'),
    register: windows('register'),
    forgotPassword: windows('forgotPassword'),
    resetPassword: windows('resetPassword'),
    photoUpload: windows('photoUpload'),
  };
  const deviceLogins = rateLimitStore('login.perDevice', options.rateLimits.loginPerDevice ?? LOGIN_PER_DEVICE_LIMIT, now);
  const devices = deviceCookies({ secret: options.sessionSecret, secure: () => options.publicUrl().startsWith('https:') });

  const refusal = (c: Context, action: RateLimitedAction, decision: RateDecision) => {
    if (decision.allowed) return undefined;
    return action === 'photoUpload'
      ? rateLimited(c, decision.retryAfterMs, { code: 'PHOTO_RATE_LIMITED', message: tooManyPhotosMessage(decision.retryAfterMs) })
      : rateLimited(c, decision.retryAfterMs);
  };

  /** A 429 to answer with, or undefined when the attempt may go on. */
  async function refuse(c: Context, action: RateLimitedAction, scope: 'perIp' | 'perAccount', key: string) {
    return refusal(c, action, await limiters[action][scope].hit(key));
  }

  /**
   * A password try (a sign-in, or the current password of a change) from a browser whose device cookie names
   * the account counts against that device only; any other counts per address and per account. So strangers'
   * failures, which lock the account for unknown devices, never refuse the owner's known browser (decision 064).
   */
  async function refusePasswordTry(c: Context, account: { email: string; userId: string | undefined }) {
    const device = account.userId === undefined ? undefined : devices.deviceOf(c, account.userId);
    if (device !== undefined) return refusal(c, 'login', await deviceLogins.hit(device));
    return (await refuse(c, 'login', 'perIp', clientIp(c))) ?? (await refuse(c, 'login', 'perAccount', account.email));
  }

  /** The page an e-mail links to, in the language the reader was reading in (docs/product/languages.md). */
  const link = (c: Context, page: 'verifyEmail' | 'resetPassword', token: string) => absoluteUrl(options.publicUrl(), inLanguage(sitePaths[page](token), readerLanguage(c)));

  /**
   * Not awaited: the answer must not wait for (or reveal by its timing) an SMTP round trip.
   * A failed delivery is reported like any unexpected error.
   */
  const deliver = (mail: AccountMail) => {
    mailer.send(mail).catch(reportError);
  };

  const storePhoto = async (photo: ProfilePhoto) => {
    const key = newFileKey(PHOTO_FOLDER, photo.extension);
    return { key, url: await photoStorage.put(key, photo.bytes, photo.contentType) };
  };

  return (
    new Hono<SessionEnv>()
      .route('/google', googleRoutes(deps))
      .post('/register', async (c) => {
        const byIp = await refuse(c, 'register', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const body = parseRequest(RegisterBodySchema, await readJsonObject(c));
        const byAccount = await refuse(c, 'register', 'perAccount', body.email);
        if (byAccount) return byAccount;
        if (await findUserByEmail(db, body.email)) throw httpError('EMAIL_TAKEN', { field: 'email' });

        const { firstName, lastName, email, phoneNumber } = body;
        const created = await createAccount(db, { firstName, lastName, email, phoneNumber, passwordHash: await hashPassword(body.password) }, now());
        if (!created) throw httpError('EMAIL_TAKEN', { field: 'email' });

        deliver({ kind: 'verify_email', to: created.user.email, firstName: created.user.firstName, link: link(c, 'verifyEmail', created.token) });
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: ACCOUNT_MESSAGES.registered });
        return c.json(response);
      })

      .get('/verify-email', async (c) => {
        const token = c.req.query('token')?.trim();
        if (!token) throw httpError('VERIFICATION_TOKEN_MISSING');
        const result = await verifyEmail(db, token, now());
        if (!result.ok) throw httpError(VERIFICATION_FAILURES[result.reason]);
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: ACCOUNT_MESSAGES.verified });
        return c.json(response);
      })

      .post('/login', async (c) => {
        const { email, password, remember } = parseRequest(LoginBodySchema, await readJsonObject(c));
        const user = await findUserByEmail(db, email);
        const refused = await refusePasswordTry(c, { email, userId: user?.id });
        if (refused) return refused;
        if (!user) {
          await burnPasswordCheck(password);
          throw httpError('INVALID_CREDENTIALS');
        }
        if (!(await verifyPassword(user.passwordHash, password))) throw httpError('INVALID_CREDENTIALS');
        if (!user.emailVerifiedAt) {
          // The password is right, so the owner is asking: a fresh link replaces a lost or expired one.
          const token = await issueToken(db, { userId: user.id, kind: 'verify_email', now: now() });
          deliver({ kind: 'verify_email', to: user.email, firstName: user.firstName, link: link(c, 'verifyEmail', token) });
          throw httpError('EMAIL_NOT_VERIFIED');
        }

        const token = await sessions.sign({ userId: user.id, role: user.role, version: user.sessionVersion, remember });
        devices.issue(c, user.id);
        // The browser keeps the session in cookies; the token in the body is for API clients (decision 065).
        grantSessionCookies(c, { token, role: user.role, remember });
        const response: ResponseBody<typeof LoginResponseSchema> = success({ token, user: await toUserWithCourses(db, user) });
        return c.json(response);
      })

      .post('/logout', signedIn, async (c) => {
        // Ends this session and every other one of the user's.
        await endSessions(db, c.var.user.id);
        endSessionCookies(c);
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: ACCOUNT_MESSAGES.loggedOut });
        return c.json(response);
      })

      .post('/forgot-password', async (c) => {
        const byIp = await refuse(c, 'forgotPassword', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const { email } = parseRequest(ForgotPasswordBodySchema, await readJsonObject(c));
        // Past the account's mails, a request is answered like any other and sends nothing: a 429 would tell a
        // stranger the limit was reached and refuse the owner, whose newest link still works (decision 064).
        const mailAllowed = (await limiters.forgotPassword.perAccount.hit(email)).allowed;
        const user = mailAllowed ? await findUserByEmail(db, email) : undefined;
        if (user) {
          const token = await issueToken(db, { userId: user.id, kind: 'reset_password', now: now() });
          deliver({ kind: 'reset_password', to: user.email, firstName: user.firstName, link: link(c, 'resetPassword', token) });
        }
        // The same answer either way: this route must not tell who has an account.
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: ACCOUNT_MESSAGES.resetLinkSent });
        return c.json(response);
      })

      .post('/resend-verification', async (c) => {
        // Counted with the reset requests from the same address; each address gets its own few mails.
        const byIp = await refuse(c, 'forgotPassword', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const { email } = parseRequest(ResendVerificationBodySchema, await readJsonObject(c));
        const mailAllowed = (await limiters.forgotPassword.perAccount.hit(`verify ${email}`)).allowed;
        const user = mailAllowed ? await findUserByEmail(db, email) : undefined;
        if (user && !user.emailVerifiedAt) {
          const token = await issueToken(db, { userId: user.id, kind: 'verify_email', now: now() });
          deliver({ kind: 'verify_email', to: user.email, firstName: user.firstName, link: link(c, 'verifyEmail', token) });
        }
        // The same answer for an unknown, a confirmed or an unconfirmed address, and past the limit (decision 064).
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: ACCOUNT_MESSAGES.verificationSent });
        return c.json(response);
      })

      .post('/reset-password', async (c) => {
        const byIp = await refuse(c, 'resetPassword', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const { token, newPassword } = parseRequest(ResetPasswordBodySchema, await readJsonObject(c));
        const byAccount = await refuse(c, 'resetPassword', 'perAccount', hashToken(token));
        if (byAccount) return byAccount;

        const result = await resetPassword(db, { token, passwordHash: await hashPassword(newPassword) }, now());
        if (!result.ok) throw httpError(RESET_FAILURES[result.reason]);
        // The link proved the mailbox: this browser is the owner's from now on.
        devices.issue(c, result.userId);
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: ACCOUNT_MESSAGES.passwordReset });
        return c.json(response);
      })

      .get('/profile', signedIn, async (c) => {
        const response: ResponseBody<typeof UserResponseSchema> = success({ user: await toUserWithCourses(db, c.var.user) });
        return c.json(response);
      })

      .patch('/profile', signedIn, async (c) => {
        const { fields, photoFile } = await readProfileUpdate(c);
        // Only a photo counts: saving names and a phone number costs nothing worth limiting.
        if (photoFile) {
          const refused = (await refuse(c, 'photoUpload', 'perIp', clientIp(c))) ?? (await refuse(c, 'photoUpload', 'perAccount', c.var.user.id));
          if (refused) return refused;
        }
        // The e-mail is not editable: the schema has no such field, so one sent is ignored.
        const body = parseRequest(UpdateProfileBodySchema, fields);
        const photo = photoFile ? await toProfilePhoto(photoFile) : undefined;
        const stored = photo && (await storePhoto(photo));

        const changes = {
          firstName: body.firstName,
          lastName: body.lastName,
          // Absent leaves the number alone; an empty string removes it.
          ...(body.phoneNumber === undefined ? {} : { phoneNumber: body.phoneNumber || null }),
          ...(stored ? { imageUrl: stored.url, imageKey: stored.key } : {}),
          updatedAt: now(),
        };
        let updated: Awaited<ReturnType<typeof updateProfile>>;
        try {
          updated = await updateProfile(db, c.var.user.id, changes);
        } catch (error) {
          if (stored) await photoStorage.delete(stored.key).catch(reportError);
          throw error;
        }
        if (!updated) {
          if (stored) await photoStorage.delete(stored.key).catch(reportError);
          throw httpError('LOGIN_REQUIRED');
        }
        // After the commit: until then the old photo is still the one every answer points at.
        if (stored && updated.previousKey) await photoStorage.delete(updated.previousKey).catch(reportError);
        const response: ResponseBody<typeof UserResponseSchema> = success({ user: await toUserWithCourses(db, updated.user) });
        return c.json(response);
      })

      .put('/update-password', signedIn, async (c) => {
        const { user, session } = c.var;
        // The current password is a guess like a login's, so it counts against the same limits: a stolen
        // session token alone cannot try passwords faster than the sign-in form allows.
        const refused = await refusePasswordTry(c, { email: user.email, userId: user.id });
        if (refused) return refused;
        const { currentPassword, newPassword } = parseRequest(UpdatePasswordBodySchema, await readJsonObject(c));
        if (!(await verifyPassword(user.passwordHash, currentPassword))) throw httpError('WRONG_CURRENT_PASSWORD', { field: 'currentPassword' });
        const updated = await changePassword(db, user.id, await hashPassword(newPassword), now());
        if (!updated) throw httpError('LOGIN_REQUIRED');
        // Every other session ends; this one continues with the fresh token sent back here.
        const token = await sessions.sign({ userId: user.id, role: updated.role, version: updated.sessionVersion, remember: session.remember });
        if (session.via === 'cookie') grantSessionCookies(c, { token, role: updated.role, remember: session.remember });
        const response: ResponseBody<typeof PasswordChangedResponseSchema> = {
          status: 'success',
          message: ACCOUNT_MESSAGES.passwordUpdated,
          data: { token },
        };
        return c.json(response);
      })
  );
}
