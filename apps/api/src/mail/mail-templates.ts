import type { UserTokenKind } from '../db/schema';

export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
}

/** The line every account e-mail ends with: where to write with a question. */
const SUPPORT_LINE = {
  en: (email: string) => `Questions? Write to us at ${email}.`,
  ar: (email: string) => `لديك سؤال؟ راسلنا على ${email}.`,
};

/** Every account e-mail says it twice: English first, then Arabic (right to left in HTML). */
const WORDING: Record<UserTokenKind, { en: Wording; ar: Wording }> = {
  verify_email: {
    en: {
      subject: 'Confirm your Manara account',
      greeting: (name) => `Hello ${name},`,
      body: 'Welcome to Manara! Please confirm your email address to activate your account.',
      button: 'Confirm my email',
      expiry: 'This link works once and expires in 24 hours.',
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    ar: {
      subject: 'تأكيد حسابك في منارة',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'أهلًا بك في منارة! من فضلك أكّد بريدك الإلكتروني لتفعيل حسابك.',
      button: 'تأكيد بريدي الإلكتروني',
      expiry: 'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته بعد 24 ساعة.',
      ignore: 'إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your Manara password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your Manara account.',
      button: 'Choose a new password',
      expiry: 'This link works once and expires in 30 minutes.',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور في منارة',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في منارة.',
      button: 'اختيار كلمة مرور جديدة',
      expiry: 'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته بعد 30 دقيقة.',
      ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
    },
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

function textPart(wording: Wording, name: string, link: string, support: string) {
  return [wording.greeting(name), '', wording.body, '', `${wording.button}: ${link}`, '', wording.expiry, wording.ignore, '', support].join('\n');
}

function htmlPart(wording: Wording, name: string, link: string, lang: 'en' | 'ar', email: string) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const href = escapeHtml(link);
  return `<div lang="${lang}" dir="${dir}" style="font-family:Arial,sans-serif;line-height:1.6;margin-block-end:32px">
<p>${escapeHtml(wording.greeting(name))}</p>
<p>${escapeHtml(wording.body)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 20px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(wording.button)}</a></p>
<p style="font-size:13px;color:#555555">${escapeHtml(wording.expiry)} ${escapeHtml(wording.ignore)}</p>
<p style="font-size:12px;color:#555555;word-break:break-all">${href}</p>
<p style="font-size:13px;color:#555555">${escapeHtml(SUPPORT_LINE[lang](email))}</p>
</div>`;
}

/** `support`: the team's address, on the last line (docs/product/public-pages.md#contact-details). */
export function accountEmail({ kind, firstName, link, support }: { kind: UserTokenKind; firstName: string; link: string; support: string }): AccountEmail {
  const { en, ar } = WORDING[kind];
  return {
    subject: `${en.subject} | ${ar.subject}`,
    text: `${textPart(en, firstName, link, SUPPORT_LINE.en(support))}\n\n---\n\n${textPart(ar, firstName, link, SUPPORT_LINE.ar(support))}\n`,
    html: `<!doctype html><html><body>${htmlPart(en, firstName, link, 'en', support)}<hr>${htmlPart(ar, firstName, link, 'ar', support)}</body></html>`,
  };
}
