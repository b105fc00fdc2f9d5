import { absoluteUrl, inLanguage, sitePaths } from '@manara/api-client/paths';
import {
  AmbassadorApplicationBodySchema,
  MentorshipRequestBodySchema,
  type ApplicationResponseSchema,
  type MyApplicationsResponseSchema,
  type Program,
} from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import { readerLanguage } from '../http/reader-language';
import type * as v from 'valibot';
import type { SessionDeps } from '../auth/session-deps';
import { httpError, success, type ResponseBody } from '../http/responses';
import { parseRequest, readJsonObject } from '../http/validate';
import type { Mailer, NoticeMail } from '../mail/mailer';
import { requireUser, type SessionEnv } from '../auth/require-user';
import { apply } from './applications';
import { applicationById, applicationsOf, toApplication } from './queries';
import { applicationReceivedMail } from '../mail/programmes';

/**
 * `/api/programs/...` (docs/product/public-pages.md#programmes): applying needs an account, so the team can
 * answer someone (decision 048); one pending application per programme; a bilingual confirmation e-mail.
 */
/** What the programme routes use of the API's dependencies. */
export interface ProgramDeps extends SessionDeps {
  users: { publicUrl: () => string; mailer: Mailer };
  reportError: (error: unknown) => void;
}

export function programRoutes(deps: ProgramDeps) {
  const { db, users, reportError } = deps;
  const signedIn = requireUser(deps);
  /** My Applications, in the language the learner was reading in (docs/product/languages.md). */
  const myApplications = (c: Context) => absoluteUrl(users.publicUrl(), inLanguage(sitePaths.myApplications(), readerLanguage(c)));
  /** Not awaited: the answer does not wait for the SMTP round trip; a failure is reported. */
  const notify = (mail: NoticeMail) => {
    users.mailer.sendNotice(mail).catch(reportError);
  };

  const applyTo = (program: Program, schema: v.GenericSchema<unknown, Record<string, string>>) => async (c: Context<SessionEnv>) => {
    const { user } = c.var;
    if (user.isBlocked) throw httpError('ACCOUNT_BLOCKED');
    const answers = parseRequest(schema, await readJsonObject(c));
    const row = await apply(db, user, program, answers);
    notify(applicationReceivedMail({ to: user.email, firstName: user.firstName, program, link: myApplications(c) }));
    const body: ResponseBody<typeof ApplicationResponseSchema> = success({ application: toApplication(row) });
    return c.json(body, 201);
  };

  return new Hono<SessionEnv>()
    .post('/ambassador/apply', signedIn, applyTo('ambassador', AmbassadorApplicationBodySchema))
    .post('/mentorship/request', signedIn, applyTo('mentorship', MentorshipRequestBodySchema))
    .get('/my-applications', signedIn, async (c) => {
      const body: ResponseBody<typeof MyApplicationsResponseSchema> = success({ applications: (await applicationsOf(db, c.var.user.id)).map((row) => toApplication(row)) });
      return c.json(body);
    })
    .get('/status/:id', signedIn, async (c) => {
      const { application } = await applicationById(db, c.req.param('id'));
      // Someone else's application is not found: its existence is not theirs to learn.
      const mayRead = application.userId === c.var.user.id || (c.var.user.role === 'admin' && !c.var.user.isBlocked);
      if (!mayRead) throw httpError('APPLICATION_NOT_FOUND');
      const body: ResponseBody<typeof ApplicationResponseSchema> = success({ application: toApplication(application) });
      return c.json(body);
    });
}
