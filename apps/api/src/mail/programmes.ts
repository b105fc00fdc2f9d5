import type { ApplicationStatus, Program } from '@manara/api-client/schemas';
import type { NoticeMail } from './mailer';
import { escapeHtml } from './mail-templates';

/*
 * The programmes' e-mails (docs/product/public-pages.md#programmes), English then Arabic as every Manara
 * e-mail: the confirmation an applicant gets, and the decision when an admin reviews it.
 */

const PROGRAM_NAMES: Record<Program, { en: string; ar: string }> = {
  ambassador: { en: 'Ambassador Program', ar: 'برنامج السفراء' },
  mentorship: { en: 'Mentorship & Career Guidance', ar: 'الإرشاد والتوجيه المهني' },
};

interface Parts {
  subject: { en: string; ar: string };
  paragraphs: { en: string[]; ar: string[] };
}

function compose(to: string, kind: NoticeMail['kind'], { subject, paragraphs }: Parts, link: string): NoticeMail {
  const block = (lang: 'en' | 'ar') =>
    `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="font-family:Arial,sans-serif;line-height:1.6;margin-block-end:32px">${paragraphs[lang]
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></div>`;
  return {
    kind,
    to,
    subject: `${subject.en} | ${subject.ar}`,
    text: `${paragraphs.en.join('\n\n')}\n\n${link}\n\n---\n\n${paragraphs.ar.join('\n\n')}\n\n${link}\n`,
    html: `<!doctype html><html><body>${block('en')}<hr>${block('ar')}</body></html>`,
  };
}

/** "We received your application": sent when it is stored. */
export function applicationReceivedMail({ to, firstName, program, link }: { to: string; firstName: string; program: Program; link: string }): NoticeMail {
  const name = PROGRAM_NAMES[program];
  return compose(
    to,
    'application_received',
    {
      subject: { en: `We received your application: ${name.en}`, ar: `استلمنا طلبك: ${name.ar}` },
      paragraphs: {
        en: [`Hello ${firstName},`, `Thank you for applying to the ${name.en}. Our team will review your application and write to you with the decision.`, 'You can follow its status in My Applications:'],
        ar: [`مرحبًا ${firstName}،`, `شكرًا لتقديمك إلى ${name.ar}. سيراجع فريقنا طلبك ويراسلك بالقرار.`, 'يمكنك متابعة حالته في «طلباتي»:'],
      },
    },
    link,
  );
}

/** The decision, with the reviewer's note when there is one. */
export function applicationReviewedMail({
  to,
  firstName,
  program,
  status,
  note,
  link,
}: {
  to: string;
  firstName: string;
  program: Program;
  status: Exclude<ApplicationStatus, 'pending'>;
  note: string;
  link: string;
}): NoticeMail {
  const name = PROGRAM_NAMES[program];
  const approved = status === 'approved';
  const noteLines = (label: string) => (note === '' ? [] : [`${label} ${note}`]);
  return compose(
    to,
    'application_reviewed',
    {
      subject: approved
        ? { en: `Your application was approved: ${name.en}`, ar: `تمت الموافقة على طلبك: ${name.ar}` }
        : { en: `About your application: ${name.en}`, ar: `بخصوص طلبك: ${name.ar}` },
      paragraphs: {
        en: [
          `Hello ${firstName},`,
          approved ? `Good news: your application to the ${name.en} was approved.` : `Thank you for applying to the ${name.en}. This time your application was not approved.`,
          ...noteLines('A note from the team:'),
        ],
        ar: [
          `مرحبًا ${firstName}،`,
          approved ? `أخبار سارّة: تمت الموافقة على طلبك في ${name.ar}.` : `شكرًا لتقديمك إلى ${name.ar}. لم تتم الموافقة على طلبك هذه المرة.`,
          ...noteLines('ملاحظة من الفريق:'),
        ],
      },
    },
    link,
  );
}
