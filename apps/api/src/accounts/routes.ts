import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UpdatePasswordBodySchema,
  UpdateProfileBodySchema,
  type LoginResponseSchema,
  type MessageResponseSchema,
  type PasswordChangedResponseSchema,
  type UserResponseSchema,
} from '@manara/api-client/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { errorResponse, httpError, success } from '../http/responses';
import { parseRequest, readJsonObject } from '../http/validate';
import type { AccountMail } from './mailer';
import { MESSAGES, tooManyAttemptsMessage } from './messages';
import { consumeToken, hashToken, issueToken, retireTokens } from './one-time-tokens';
import type { AccountsOptions, RateLimitedAction, RateLimits } from './options';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { slidingWindow } from './rate-limit';
import { LOGIN_REQUIRED_MESSAGE, requireUser, type AccountsEnv } from './require-user';
import { sessionTokens } from './session';
import { toUser } from './to-response';

type ResponseBody<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

const findUserByEmail = async (db: Database, email: string) =>
  (await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())))[0];

/** `/api/users/...`: sign-up, e-mail verification, sessions, password reset and change, profile. */
export function userRoutes(db: Database, options: AccountsOptions, reportError: (error: unknown) => void) {
  const { mailer, now, clientIp } = options;
  const sessions = sessionTokens({ secret: options.sessionSecret, now });
  const signedIn = requireUser(db, sessions);

  const windows = ({ perIp, perAccount }: RateLimits[RateLimitedAction]) => ({
    perIp: slidingWindow(perIp, now),
    perAccount: slidingWindow(perAccount, now),
  });
  const limiters: Record<RateLimitedAction, ReturnType<typeof windows>> = {
    login: windows(options.rateLimits.login),
    register: windows(options.rateLimits.register),
    forgotPassword: windows(options.rateLimits.forgotPassword),
    resetPassword: windows(options.rateLimits.resetPassword),
  };

  /** A 429 to answer with, or undefined when the attempt may go on. */
  function refuse(c: Context, action: RateLimitedAction, scope: 'perIp' | 'perAccount', key: string) {
    const decision = limiters[action][scope].hit(key);
    if (decision.allowed) return undefined;
    c.header('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
    return errorResponse(c, 429, tooManyAttemptsMessage(decision.retryAfterMs));
  }

  const link = (page: 'verify-email' | 'reset-password', token: string) =>
    `${options.publicUrl().replace(/\/+$/, '')}/${page}?token=${token}`;

  /**
   * Not awaited: the answer must not wait for (or reveal by its timing) an SMTP round trip.
   * A failed delivery is reported like any unexpected error.
   */
  const deliver = (mail: AccountMail) => {
    mailer.send(mail).catch(reportError);
  };

  return (
    new Hono<AccountsEnv>()
      .post('/register', async (c) => {
        const byIp = refuse(c, 'register', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const body = parseRequest(RegisterBodySchema, await readJsonObject(c));
        const byAccount = refuse(c, 'register', 'perAccount', body.email);
        if (byAccount) return byAccount;
        if (await findUserByEmail(db, body.email)) throw httpError(409, MESSAGES.emailTaken);

        const passwordHash = await hashPassword(body.password);
        const at = now();
        const created = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              phoneNumber: body.phoneNumber,
              passwordHash,
              createdAt: at,
              updatedAt: at,
            })
            // Two sign-ups racing with one e-mail: the unique index decides, the loser gets the 409.
            .onConflictDoNothing()
            .returning();
          if (!user) return undefined;
          return { user, token: await issueToken(tx, { userId: user.id, kind: 'verify_email', now: at }) };
        });
        if (!created) throw httpError(409, MESSAGES.emailTaken);

        deliver({ kind: 'verify_email', to: created.user.email, firstName: created.user.firstName, link: link('verify-email', created.token) });
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: MESSAGES.registered });
        return c.json(response);
      })

      .get('/verify-email', async (c) => {
        const token = c.req.query('token')?.trim();
        if (!token) throw httpError(400, MESSAGES.noVerificationToken);
        const at = now();
        const result = await db.transaction(async (tx) => {
          const consumed = await consumeToken(tx, { token, kind: 'verify_email', now: at });
          if (consumed.ok) {
            await tx
              .update(users)
              .set({ emailVerifiedAt: at, updatedAt: at })
              .where(and(eq(users.id, consumed.userId), isNull(users.emailVerifiedAt)));
          }
          return consumed;
        });
        if (!result.ok) throw httpError(400, MESSAGES.verificationFailed[result.reason]);
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: MESSAGES.verified });
        return c.json(response);
      })

      .post('/login', async (c) => {
        const byIp = refuse(c, 'login', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const { email, password } = parseRequest(LoginBodySchema, await readJsonObject(c));
        const byAccount = refuse(c, 'login', 'perAccount', email);
        if (byAccount) return byAccount;

        const user = await findUserByEmail(db, email);
        if (!user) {
          await burnPasswordCheck(password);
          throw httpError(401, MESSAGES.invalidCredentials);
        }
        if (!(await verifyPassword(user.passwordHash, password))) throw httpError(401, MESSAGES.invalidCredentials);
        if (!user.emailVerifiedAt) {
          // The password is right, so the owner is asking: a fresh link replaces a lost or expired one.
          const token = await issueToken(db, { userId: user.id, kind: 'verify_email', now: now() });
          deliver({ kind: 'verify_email', to: user.email, firstName: user.firstName, link: link('verify-email', token) });
          throw httpError(403, MESSAGES.unverified);
        }

        const token = await sessions.sign({ userId: user.id, role: user.role, version: user.sessionVersion });
        const response: ResponseBody<typeof LoginResponseSchema> = success({ token, user: toUser(user) });
        return c.json(response);
      })

      .post('/logout', signedIn, async (c) => {
        // Ends this session and every other one of the user's: tokens carry the old version.
        await db
          .update(users)
          .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
          .where(eq(users.id, c.var.user.id));
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: MESSAGES.loggedOut });
        return c.json(response);
      })

      .post('/forgot-password', async (c) => {
        const byIp = refuse(c, 'forgotPassword', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const { email } = parseRequest(ForgotPasswordBodySchema, await readJsonObject(c));
        const byAccount = refuse(c, 'forgotPassword', 'perAccount', email);
        if (byAccount) return byAccount;

        const user = await findUserByEmail(db, email);
        if (user) {
          const token = await issueToken(db, { userId: user.id, kind: 'reset_password', now: now() });
          deliver({ kind: 'reset_password', to: user.email, firstName: user.firstName, link: link('reset-password', token) });
        }
        // The same answer either way: this route must not tell who has an account.
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: MESSAGES.resetLinkSent });
        return c.json(response);
      })

      .post('/reset-password', async (c) => {
        const byIp = refuse(c, 'resetPassword', 'perIp', clientIp(c));
        if (byIp) return byIp;
        const { token, newPassword } = parseRequest(ResetPasswordBodySchema, await readJsonObject(c));
        const byAccount = refuse(c, 'resetPassword', 'perAccount', hashToken(token));
        if (byAccount) return byAccount;

        const passwordHash = await hashPassword(newPassword);
        const at = now();
        const result = await db.transaction(async (tx) => {
          const consumed = await consumeToken(tx, { token, kind: 'reset_password', now: at });
          if (!consumed.ok) return consumed;
          await tx
            .update(users)
            .set({
              passwordHash,
              sessionVersion: sql`${users.sessionVersion} + 1`,
              // The link reached the mailbox, which is what verification proves.
              emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
              updatedAt: at,
            })
            .where(eq(users.id, consumed.userId));
          await retireTokens(tx, { userId: consumed.userId, kind: 'reset_password', now: at });
          return consumed;
        });
        if (!result.ok) throw httpError(400, MESSAGES.resetFailed[result.reason]);
        const response: ResponseBody<typeof MessageResponseSchema> = success({ message: MESSAGES.passwordReset });
        return c.json(response);
      })

      .get('/profile', signedIn, (c) => {
        const response: ResponseBody<typeof UserResponseSchema> = success({ user: toUser(c.var.user) });
        return c.json(response);
      })

      .patch('/profile', signedIn, async (c) => {
        // The e-mail is not editable: the schema has no such field, so one sent is ignored.
        const body = parseRequest(UpdateProfileBodySchema, await readJsonObject(c));
        const [user] = await db
          .update(users)
          .set({
            firstName: body.firstName,
            lastName: body.lastName,
            // Absent leaves the number alone; an empty string removes it.
            ...(body.phoneNumber === undefined ? {} : { phoneNumber: body.phoneNumber || null }),
            updatedAt: now(),
          })
          .where(eq(users.id, c.var.user.id))
          .returning();
        if (!user) throw httpError(401, LOGIN_REQUIRED_MESSAGE);
        const response: ResponseBody<typeof UserResponseSchema> = success({ user: toUser(user) });
        return c.json(response);
      })

      .put('/update-password', signedIn, async (c) => {
        const { currentPassword, newPassword } = parseRequest(UpdatePasswordBodySchema, await readJsonObject(c));
        const { user } = c.var;
        if (!(await verifyPassword(user.passwordHash, currentPassword))) throw httpError(400, MESSAGES.wrongCurrentPassword);
        const passwordHash = await hashPassword(newPassword);
        const [updated] = await db
          .update(users)
          .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now() })
          .where(eq(users.id, user.id))
          .returning({ role: users.role, sessionVersion: users.sessionVersion });
        if (!updated) throw httpError(401, LOGIN_REQUIRED_MESSAGE);
        // Every other session ends; this one continues with the fresh token sent back here.
        const token = await sessions.sign({ userId: user.id, role: updated.role, version: updated.sessionVersion });
        const response: ResponseBody<typeof PasswordChangedResponseSchema> = {
          status: 'success',
          message: MESSAGES.passwordUpdated,
          data: { token },
        };
        return c.json(response);
      })
  );
}
