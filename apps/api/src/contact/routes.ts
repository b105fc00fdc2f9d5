import { ContactMessageBodySchema, type MessageResponseSchema } from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import type { RateLimit, RateLimitStore } from '../http/rate-limit';
import { rateLimited, success, type ResponseBody } from '../http/responses';
import { parseRequest, readJsonObject } from '../http/validate';
import { CONTACT_LIMITS } from '../http/rate-limits';

import { deliverDueMessages, storeContactMessage } from './messages';

/** The answer a sender reads, whether the message went at once or waits for a retry. */
export const CONTACT_RECEIVED = 'Message sent successfully!';

/**
 * `POST /api/email`, the contact form (docs/product/public-pages.md#contact): checked, stored, then sent to
 * the team in the background. A form that fills the hidden `website` field gets the same answer and is
 * dropped, so a bot learns nothing. Limited per address and per sender.
 */
/** What the contact form uses of the API's dependencies. */
export interface ContactDeps {
  db: Database;
  users: {
    rateLimits: { contact?: { perIp: RateLimit; perAccount: RateLimit } };
    rateLimitStore: RateLimitStore;
    now: () => Date;
    clientIp: (c: Context) => string;
    contactInbox: string;
    mailer: Mailer;
  };
  reportError: (error: unknown) => void;
}

export function contactRoutes(deps: ContactDeps) {
  const { db, users, reportError } = deps;
  const limits = users.rateLimits.contact ?? CONTACT_LIMITS;
  const perIp = users.rateLimitStore('contact.perIp', limits.perIp, users.now);
  const perSender = users.rateLimitStore('contact.perSender', limits.perAccount, users.now);
  const received = (c: Context) => {
    const body: ResponseBody<typeof MessageResponseSchema> = success({ message: CONTACT_RECEIVED });
    return c.json(body, 201);
  };

  return new Hono().post('/', async (c) => {
    const byIp = await perIp.hit(users.clientIp(c));
    if (!byIp.allowed) return rateLimited(c, byIp.retryAfterMs);
    const { website, ...message } = parseRequest(ContactMessageBodySchema, await readJsonObject(c));
    if (website !== '') return received(c);
    const bySender = await perSender.hit(message.email);
    if (!bySender.allowed) return rateLimited(c, bySender.retryAfterMs);
    await storeContactMessage(db, message, users.now());
    // Not awaited: the sender does not wait for the SMTP round trip; a failure is retried later.
    deliverDueMessages(db, { mailer: users.mailer, inbox: users.contactInbox, now: users.now(), onError: reportError }).catch(reportError);
    return received(c);
  });
}
