import nodemailer from 'nodemailer';
import type { UserTokenKind } from '../db/schema';
import { DEFAULT_CONTACT_DETAILS } from './contact-details';
import { accountEmail } from './mail-templates';

export const DEFAULT_MAIL_FROM = 'Manara <no-reply@manara.local>';

export interface AccountMail {
  kind: UserTokenKind;
  to: string;
  firstName: string;
  /** The page in the site that takes the token. */
  link: string;
}

export interface SentMail extends AccountMail {
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** Every other e-mail the site sends, written by the module it belongs to and sent as it is. */
export interface NoticeMail {
  kind: 'application_received' | 'application_reviewed' | 'contact_message' | 'payment_receipt' | 'kiosk_reference';
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes: the contact form's sender, so the team replies to them. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: AccountMail): Promise<void>;
  sendNotice(mail: NoticeMail): Promise<void>;
  close(): void;
}

/** Keeps what it "sends", for tests and for a local run without an SMTP server. */
export interface Outbox extends Mailer {
  readonly messages: readonly SentMail[];
  readonly notices: ReadonlyArray<NoticeMail & { from: string }>;
}

function compose(from: string, support: string, mail: AccountMail): SentMail {
  return { ...mail, from, ...accountEmail({ ...mail, support }) };
}

/** Real delivery through the SMTP server at `url` (`smtp://` or `smtps://`, credentials in the URL). */
/** `support`: the team's address each account e-mail ends with (`CONTACT_EMAIL`, docs/product/public-pages.md#contact-details). */
export function smtpMailer({ url, from = DEFAULT_MAIL_FROM, support = DEFAULT_CONTACT_DETAILS.email }: { url: string; from?: string; support?: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const { to, subject, text, html } = compose(from, support, mail);
      await transport.sendMail({ from, to, subject, text, html });
    },
    async sendNotice({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from, to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
    },
    close: () => transport.close(),
  };
}

/**
 * No SMTP server: each message is still built into MIME by nodemailer (so it would send),
 * kept in `messages`, and its link printed through `log`, so a local user can open it.
 */
export function outboxMailer({
  from = DEFAULT_MAIL_FROM,
  support = DEFAULT_CONTACT_DETAILS.email,
  log,
}: {
  from?: string;
  support?: string;
  log: (line: string) => void;
}): Outbox {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const messages: SentMail[] = [];
  const notices: Array<NoticeMail & { from: string }> = [];
  return {
    messages,
    notices,
    async send(mail) {
      const message = compose(from, support, mail);
      // Recorded before the transport runs: callers do not wait for delivery (see the routes).
      messages.push(message);
      log(`Mail to ${mail.to} (no SMTP_URL set, not delivered): ${mail.kind === 'verify_email' ? 'verify' : 'reset'} link ${mail.link}`);
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async sendNotice(mail) {
      notices.push({ ...mail, from });
      // Which kind only: the address and the words are someone's personal data.
      log(`Mail (no SMTP_URL set, not delivered): ${mail.kind}`);
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
    },
    close: () => transport.close(),
  };
}
