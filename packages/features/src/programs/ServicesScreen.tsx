import { sitePaths } from '@manara/api-client/paths';
import type { Program } from '@manara/api-client/schemas';
import { Button, ButtonLink, Dialog, Grid, Inline, Page, Stack, Surface, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { EmailSchema } from '@manara/api-client/schemas';
import { FailureDialog } from '../shared/feedback';
import { useContractForm } from '../shared/forms/useContractForm';
import { useSession } from '../shared/session';
import { useApplyToProgram } from './api/useApplyToProgram';
import { SUBSCRIBED_NOTICE_MS } from './constants';
import { programMessages } from '../shared/programs/messages';
import { programFormMessages, servicesMessages } from './messages';
import { ProgramFormDialog } from './ProgramFormDialog';
import * as styles from './ServicesScreen.css';

export interface ServicesScreenProps {
  /** Where the podcast is heard, by the platform's name: from the site's configuration. */
  podcastLinks: ReadonlyArray<{ name: string; href: string }>;
  /** The learner's applications, linked from the success dialog. */
  myApplicationsHref: string;
  /** Login in the Login Required warning. */
  onSignIn: () => void;
}

/** What follows a programme form: the confirmation, or the warning for a visitor who is not signed in. */
type Outcome = { kind: 'submitted'; program: Program } | { kind: 'loginRequired' };

const SubscribeSchema = v.object({ email: EmailSchema });

/**
 * `/services` (docs/product/public-pages.md#services): the hero, the Ambassador Program and Mentorship &
 * Career Guidance with their forms, and the podcast. Applying needs an account: a visitor is asked to log
 * in first. A failure says 'Error!' and Try Again reopens the form with the answers kept.
 */
export function ServicesScreen({ podcastLinks, myApplicationsHref, onSignIn }: ServicesScreenProps) {
  const t = useStore(servicesMessages);
  const f = useStore(programFormMessages);
  const p = useStore(programMessages);
  const ids = useId();
  const { isAuthenticated } = useSession();
  const ambassador = useApplyToProgram('ambassador');
  const mentorship = useApplyToProgram('mentorship');
  const [formOpen, setFormOpen] = useState<Program>();
  const [failed, setFailed] = useState<Program>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [shownOutcome, setShownOutcome] = useState<Outcome>({ kind: 'loginRequired' });
  const [podcastOpen, setPodcastOpen] = useState(false);
  if (outcome !== undefined && outcome !== shownOutcome) setShownOutcome(outcome);
  const writes = { ambassador, mentorship };
  const failure = failed === undefined ? undefined : writes[failed];

  const openForm = (program: Program) => {
    if (!isAuthenticated) return setOutcome({ kind: 'loginRequired' });
    setFormOpen(program);
  };

  const programForm = (program: Program) => (
    <ProgramFormDialog
      program={program}
      open={formOpen === program}
      onOpenChange={({ open }) => setFormOpen(open ? program : undefined)}
      apply={writes[program]}
      onSubmitted={() => {
        setFormOpen(undefined);
        setOutcome({ kind: 'submitted', program });
      }}
      onFailed={() => {
        // Without a session there is nothing to try again: the warning says why.
        if (!isAuthenticated) return setOutcome({ kind: 'loginRequired' });
        setFormOpen(undefined);
        setFailed(program);
      }}
    />
  );

  const programs = [
    { program: 'ambassador', title: p.ambassador, text: t.ambassadorText, action: t.applyNow },
    { program: 'mentorship', title: p.mentorship, text: t.mentorshipText, action: t.requestMentor },
  ] as const;

  return (
    <Stack gap={10} className={styles.screen}>
      <Stack as="section" gap={4} align="center" className={styles.hero} aria-labelledby={`${ids}-hero`}>
        <h1 id={`${ids}-hero`} className={styles.heroTitle}>
          {t.heroTitle}
        </h1>
        <p className={styles.heroText}>{t.heroText}</p>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => document.getElementById(`${ids}-programs`)?.scrollIntoView({ block: 'start' })}
        >
          {t.learnMore}
        </Button>
      </Stack>

      <Page as="section" width="content" gap={6} paddingBlock={0} aria-labelledby={`${ids}-programs`}>
        <h2 id={`${ids}-programs`} className={styles.sectionTitle} tabIndex={-1}>
          {t.programsTitle}
        </h2>
        <Grid as="ul" gap={6} minItemWidth="18rem">
          {programs.map(({ program, title, text, action }) => (
            <Surface as="li" key={program} padding={6} gap={3} border className={styles.card}>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.text}>{text}</p>
              <Button className={styles.cardAction} onClick={() => openForm(program)}>
                {action}
              </Button>
            </Surface>
          ))}
        </Grid>
      </Page>

      <Page as="section" width="content" gap={6} paddingBlock={0} aria-labelledby={`${ids}-podcast`}>
        <Grid gap={8} minItemWidth="18rem" align="start" className={styles.podcast}>
          <Stack gap={3} align="start">
            <h2 id={`${ids}-podcast`} className={styles.sectionTitle}>
              {t.podcastTitle}
            </h2>
            <p className={styles.text}>{t.podcastText}</p>
            <Button variant="outline" onClick={() => setPodcastOpen(true)}>
              {t.listen}
            </Button>
          </Stack>
          <SubscribeForm />
        </Grid>
      </Page>

      {programForm('ambassador')}
      {programForm('mentorship')}

      <FailureDialog
        message={failure?.errorText}
        onDismiss={() => {
          failure?.reset();
          setFormOpen(failed);
          setFailed(undefined);
        }}
        title={f.errorTitle}
        closeLabel={f.tryAgain}
      />

      <Dialog
        open={outcome !== undefined}
        onOpenChange={({ open }) => !open && setOutcome(undefined)}
        {...(shownOutcome.kind === 'submitted'
          ? {
              title: shownOutcome.program === 'ambassador' ? f.applicationSubmitted : f.requestSubmitted,
              description: shownOutcome.program === 'ambassador' ? f.applicationSubmittedText : f.requestSubmittedText,
              closeLabel: f.ok,
            }
          : { title: f.loginTitle, description: f.loginText, closeLabel: f.cancel })}
      >
        <Inline gap={3} justify="end">
          {shownOutcome.kind === 'submitted' ? (
            <ButtonLink variant="outline" href={myApplicationsHref}>
              {f.myApplications}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink variant="outline" href={sitePaths.signup()}>
                {f.signUp}
              </ButtonLink>
              <Button
                onClick={() => {
                  setOutcome(undefined);
                  onSignIn();
                }}
              >
                {f.login}
              </Button>
            </>
          )}
        </Inline>
      </Dialog>

      <Dialog open={podcastOpen} onOpenChange={({ open }) => setPodcastOpen(open)} title={t.podcastDialogTitle} description={t.podcastDialogText} closeLabel={t.close}>
        <Inline as="ul" gap={3}>
          {podcastLinks.map(({ name, href }) => (
            <li key={name}>
              <a className={styles.platform} href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            </li>
          ))}
        </Inline>
      </Dialog>
    </Stack>
  );
}

/** The podcast's e-mail form: it acts only here, 'Subscribed!' for 3 s, then it clears; nothing is sent. */
function SubscribeForm() {
  const t = useStore(servicesMessages);
  const ids = useId();
  const form = useContractForm(SubscribeSchema, { email: '' });
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return undefined;
    const timer = setTimeout(() => {
      setSubscribed(false);
      form.reset({ email: '' });
    }, SUBSCRIBED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [subscribed, form]);

  return (
    <Stack as="form" gap={3} noValidate aria-labelledby={`${ids}-title`} onSubmit={form.handleSubmit(() => setSubscribed(true))}>
      <h3 id={`${ids}-title`} className={styles.cardTitle}>
        {t.subscribeTitle}
      </h3>
      <TextField label={t.subscribeEmail} type="email" autoComplete="email" dir="ltr" {...form.field('email')} />
      <Button type="submit" variant="secondary">
        {t.subscribe}
      </Button>
      <p role="status" className={styles.subscribed}>
        {subscribed ? t.subscribed : ''}
      </p>
    </Stack>
  );
}
