import type { NoticeMail } from '../mail/mailer';
import { escapeHtml } from '../mail/mail-templates';

/** A contact form message as the team receives it: the sender in Reply-To, so answering answers them. */
export function contactMessageMail({ inbox, firstName, lastName, email, message }: { inbox: string; firstName: string; lastName: string; email: string; message: string }): NoticeMail {
  const from = `${firstName} ${lastName} <${email}>`;
  return {
    kind: 'contact_message',
    to: inbox,
    replyTo: email,
    subject: `Contact form: ${firstName} ${lastName}`,
    text: `From: ${from}\n\n${message}\n`,
    html: `<!doctype html><html><body><p>From: ${escapeHtml(from)}</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p></body></html>`,
  };
}
