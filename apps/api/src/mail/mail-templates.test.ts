import { describe, expect, it } from 'vitest';
import { accountEmail } from './mail-templates';

describe('account e-mails', () => {
  it('say everything in English and Arabic, with the link in both parts', () => {
    const link = 'https://manara.test/reset-password?token=abc';
    const mail = accountEmail({ kind: 'reset_password', firstName: 'Omar', link, support: 'support@manara.local' });
    expect(mail.subject).toBe('Reset your Manara password | إعادة تعيين كلمة المرور في منارة');
    expect(mail.text.split(link)).toHaveLength(3);
    expect(mail.text).toContain('Hello Omar,');
    expect(mail.text).toContain('مرحبًا Omar،');
    expect(mail.html).toContain('<div lang="en" dir="ltr"');
    expect(mail.html).toContain('<div lang="ar" dir="rtl"');
  });

  it('escapes what the user typed', () => {
    const mail = accountEmail({ kind: 'verify_email', firstName: '<b>"Eve"</b>', link: 'https://manara.test/verify-email?token=a&b', support: 'support@manara.local' });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;&quot;Eve&quot;&lt;/b&gt;');
    expect(mail.html).toContain('href="https://manara.test/verify-email?token=a&amp;b"');
  });
});
