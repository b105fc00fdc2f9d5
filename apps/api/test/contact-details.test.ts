import { ContactDetailsResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { DEFAULT_CONTACT_DETAILS } from '../src/mail/contact-details';
import { outboxMailer, type Outbox } from '../src/mail/mailer';
import { registration, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { expectSuccess } from './support/responses';

/*
 * How to reach the team (docs/product/public-pages.md#contact-details): one set of details from the server's
 * configuration, answered to the site at `GET /api/contact-details` and written at the end of account e-mails.
 */

const configured = readConfig({
  CONTACT_EMAIL: 'help@manara.example',
  CONTACT_PHONE: '+20 2 5555 0100',
  SOCIAL_FACEBOOK: 'https://www.facebook.com/manara.example',
  SOCIAL_YOUTUBE: 'https://www.youtube.com/@manara.example/',
}).contactDetails;
if (!configured) throw new Error('readConfig always reads the contact details');
const CONFIGURED = configured;

describe('readConfig: contact details', () => {
  it('reads each detail from its setting, a social link only when set, and placeholders otherwise', () => {
    expect(CONFIGURED).toEqual({
      email: 'help@manara.example',
      phone: '+20 2 5555 0100',
      socials: [
        { name: 'Facebook', href: 'https://www.facebook.com/manara.example' },
        { name: 'YouTube', href: 'https://www.youtube.com/@manara.example' },
      ],
    });
    expect(readConfig({}).contactDetails).toEqual({ email: 'support@manara.local', phone: '+20 100 000 0000', socials: [] });
    expect(() => readConfig({ SOCIAL_LINKEDIN: 'linkedin.com/manara' })).toThrow('SOCIAL_LINKEDIN must be an absolute URL');
  });
});

describe.each(testDrivers())('contact details on $name', (driver) => {
  let outbox: Outbox | undefined;
  const configured = useAccountsApi(driver, {
    contactDetails: CONFIGURED,
    mailer: () => (outbox = outboxMailer({ support: CONFIGURED.email, log: () => undefined })),
  });
  const unset = useAccountsApi(driver);

  it('answers the configured details to the site, and the placeholders when none are set', async () => {
    const answer = await expectSuccess(await configured.send('GET', '/api/contact-details'), ContactDetailsResponseSchema);
    expect(answer.data).toEqual(CONFIGURED);
    const placeholders = await expectSuccess(await unset.send('GET', '/api/contact-details'), ContactDetailsResponseSchema);
    expect(placeholders.data).toEqual(DEFAULT_CONTACT_DETAILS);
  });

  it('ends account e-mails with the configured address, in both languages, and the placeholder when unset', async () => {
    const body = registration();
    expect((await configured.send('POST', '/api/users/register', { body })).status).toBe(200);
    await expect.poll(() => outbox?.messages.length).toBe(1);
    const [mail] = outbox?.messages ?? [];
    expect(mail?.text).toContain('Questions? Write to us at help@manara.example.');
    expect(mail?.text).toContain('لديك سؤال؟ راسلنا على help@manara.example.');
    expect(mail?.html).toContain('Questions? Write to us at help@manara.example.');

    expect((await unset.send('POST', '/api/users/register', { body: registration() })).status).toBe(200);
    await expect.poll(() => unset.outbox.length).toBe(1);
    expect(unset.outbox[0]?.text).toContain('Questions? Write to us at support@manara.local.');
  });
});
