import { ContactMessageBodySchema } from '@manara/api-client/schemas';
import { Alert, Button, Grid, PageHeader, Stack, Surface, TextArea, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { telHref, useContactDetails } from '../shared/contact';
import { useContractForm } from '../shared/forms/useContractForm';
import { useSendContactMessage } from './api/useSendContactMessage';
import { CONTACT_HASH_SCROLL_MS } from './constants';
import * as styles from './ContactScreen.css';
import { contactMessages } from './messages';

const EMPTY = { firstName: '', lastName: '', email: '', message: '', website: '' };

/**
 * `/contact` (docs/product/public-pages.md#contact): 'Get in Touch' with the form's rules, and how else to
 * reach the team. A sent message clears the form and shows 'Message sent successfully!'; a failure shows
 * 'Failed to send message! ✕'. Either stays until the visitor types or sends again (decision 080). Opened at
 * `#contact`, it scrolls to the form after 0.5 s. The phone, e-mail and social links are the server's
 * (docs/product/public-pages.md#contact-details); a network without a link is left out.
 */
export function ContactScreen() {
  const t = useStore(contactMessages);
  const details = useContactDetails();
  const send = useSendContactMessage();
  const ids = useId();
  const [notice, setNotice] = useState<'sent' | 'failed' | undefined>(undefined);
  const form = useContractForm(ContactMessageBodySchema, EMPTY);
  const message = form.field('message');

  useEffect(() => {
    if (window.location.hash !== '#contact') return undefined;
    const timer = setTimeout(() => document.getElementById('contact')?.scrollIntoView({ behavior: 'smooth', block: 'start' }), CONTACT_HASH_SCROLL_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Grid gap={6} minItemWidth="20rem" align="start" className={styles.screen}>
      <Surface as="section" id="contact" padding={6} gap={4} border className={styles.card} aria-labelledby={`${ids}-title`}>
        <PageHeader title={t.formTitle} titleId={`${ids}-title`} tone="brand" leading="inherit" />
        <p className={styles.text}>{t.intro}</p>
        <Stack
          as="form"
          gap={4}
          noValidate
          onInput={() => setNotice(undefined)}
          onSubmit={form.handleSubmit((values) => {
            setNotice(undefined);
            return send.run(values, {
              onSuccess: () => {
                form.reset(EMPTY);
                setNotice('sent');
              },
              onError: () => setNotice('failed'),
            });
          })}
        >
          <Grid gap={4} minItemWidth="12rem">
            <TextField label={t.firstName} autoComplete="given-name" {...form.field('firstName')} />
            <TextField label={t.lastName} autoComplete="family-name" {...form.field('lastName')} />
          </Grid>
          <TextField label={t.email} type="email" autoComplete="email" dir="ltr" {...form.field('email')} />
          <TextArea label={t.message} rows={6} error={message.error} {...form.register('message')} />
          {/* Hidden from people and from assistive technology; only a program fills it. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`${ids}-website`}>{t.website}</label>
            <input id={`${ids}-website`} tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </div>
          {notice === 'sent' && <Alert tone="success">{t.sent}</Alert>}
          {notice === 'failed' && <Alert tone="danger">{t.failed}</Alert>}
          <div>
            <Button type="submit" busy={send.isMutating} busyLabel={t.sending}>
              {t.send}
            </Button>
          </div>
        </Stack>
      </Surface>
      <Surface as="section" padding={6} gap={4} border className={styles.card} aria-labelledby={`${ids}-info`}>
        <h2 id={`${ids}-info`} className={styles.subtitle}>
          {t.infoTitle}
        </h2>
        {details && (
          <>
            <Stack as="dl" gap={2} className={styles.list}>
              <div>
                <dt className={styles.label}>{t.phone}</dt>
                <dd className={styles.text}>
                  <a className={styles.phone} href={telHref(details.phone)} dir="ltr">
                    {details.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className={styles.label}>{t.emailLabel}</dt>
                <dd className={styles.text}>
                  <a className={styles.link} href={`mailto:${details.email}`} dir="ltr">
                    {details.email}
                  </a>
                </dd>
              </div>
            </Stack>
            {details.socials.length > 0 && (
              <>
                <h3 className={styles.label}>{t.follow}</h3>
                <Stack as="ul" gap={2}>
                  {details.socials.map((social) => (
                    <li key={social.name}>
                      <a className={styles.link} href={social.href} rel="noopener noreferrer" target="_blank">
                        {social.name}
                      </a>
                    </li>
                  ))}
                </Stack>
              </>
            )}
          </>
        )}
      </Surface>
    </Grid>
  );
}
