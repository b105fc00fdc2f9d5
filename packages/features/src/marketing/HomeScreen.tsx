import { sitePaths } from '@manara/api-client/paths';
import { ButtonLink, Grid, Inline, Stack, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { telHref, useContactDetails } from '../shared/contact';
import { useLocale } from '../shared/i18n';
import communityUrl from './illustrations/community.svg';
import graduateUrl from './illustrations/graduate.svg';
import heroUrl from './illustrations/hero.svg';
import highSchoolUrl from './illustrations/high-school.svg';
import libraryUrl from './illustrations/library.svg';
import mentorshipUrl from './illustrations/mentorship.svg';
import opportunitiesUrl from './illustrations/opportunities.svg';
import researchUrl from './illustrations/research.svg';
import trainingUrl from './illustrations/training.svg';
import universityUrl from './illustrations/university.svg';
import { Band, type BandTone } from './Band';
import * as styles from './MarketingScreen.css';
import { homeMessages } from './messages';

/** The home page's figures (docs/product/public-pages.md#home). */
export const HOME_FIGURES = { community: 10_000, studentsAttended: 8_000, partners: 96, eventsAndPrograms: 38 } as const;

type HomeWords = ReturnType<typeof homeMessages.get>;
type TextKey = { [K in keyof HomeWords]: HomeWords[K] extends string ? K : never }[keyof HomeWords];

interface Item {
  icon: string;
  title: TextKey;
  text: TextKey;
}

const FEATURES: readonly Item[] = [
  { icon: trainingUrl, title: 'trainingTitle', text: 'trainingText' },
  { icon: communityUrl, title: 'communityTitle', text: 'communityText' },
  { icon: libraryUrl, title: 'libraryTitle', text: 'libraryText' },
];

const REASONS: readonly Item[] = [
  { icon: researchUrl, title: 'researchTitle', text: 'researchText' },
  { icon: mentorshipUrl, title: 'mentorshipTitle', text: 'mentorshipText' },
  { icon: opportunitiesUrl, title: 'opportunitiesTitle', text: 'opportunitiesText' },
];

const AUDIENCES: readonly Item[] = [
  { icon: highSchoolUrl, title: 'highSchoolTitle', text: 'highSchoolText' },
  { icon: universityUrl, title: 'universityTitle', text: 'universityText' },
  { icon: graduateUrl, title: 'graduatesTitle', text: 'graduatesText' },
];

/** A decorative icon: the heading beside it says what it shows. Below the fold, so it waits. */
const Icon = ({ src }: { src: string }) => (
  <img className={styles.icon} src={src} width={64} height={64} alt="" loading="lazy" decoding="async" />
);

interface PointsProps {
  id: string;
  tone: BandTone;
  title: string;
  intro?: string;
  items: readonly Item[];
  /** The icon beside the words rather than above them. */
  beside?: boolean;
}

/** A band of three points, each an icon, a heading and a line. */
function Points({ id, tone, title, intro, items, beside = false }: PointsProps) {
  const t = useStore(homeMessages);
  const words = (item: Item) => (
    <>
      <h3 className={styles.cardTitle}>{t[item.title]}</h3>
      <p className={styles.text}>{t[item.text]}</p>
    </>
  );
  return (
    <Band tone={tone} titleId={id} title={title}>
      {intro !== undefined && <p className={styles.intro}>{intro}</p>}
      <Grid as="ul" gap={6} minItemWidth="16rem">
        {items.map((item) =>
          beside ? (
            <Inline as="li" key={item.title} gap={4} align="start" wrap={false}>
              <Icon src={item.icon} />
              <Stack gap={2} className={styles.rowText}>
                {words(item)}
              </Stack>
            </Inline>
          ) : (
            <Surface as="li" key={item.title} padding={6} gap={3} border>
              <Icon src={item.icon} />
              {words(item)}
            </Surface>
          ),
        )}
      </Grid>
    </Band>
  );
}

/**
 * `/` (docs/product/public-pages.md#home): the hero with its two ways in, what Manara offers, why and for whom,
 * the impact counters, a last call to sign in, and how to reach the team at `#contact` (the server's details,
 * docs/product/public-pages.md#contact-details).
 */
export function HomeScreen() {
  const t = useStore(homeMessages);
  const { formatNumber } = useLocale();
  const id = useId();

  return (
    <div className={styles.page}>
      <section className={styles.bandSoft} aria-labelledby={`${id}-hero`}>
        <Grid gap={8} minItemWidth="22rem" align="center" className={styles.inner}>
          <Stack gap={4} align="start">
            <p className={styles.eyebrow}>{t.heroEyebrow}</p>
            <h1 id={`${id}-hero`} className={styles.heroTitle}>
              {t.heroTitle({ n: formatNumber(HOME_FIGURES.community) })(HOME_FIGURES.community)}
            </h1>
            <p className={styles.lead}>{t.heroText}</p>
            <Inline gap={3} className={styles.actions}>
              <ButtonLink href={sitePaths.services()} size="lg">
                {t.exploreServices}
              </ButtonLink>
              <ButtonLink href={sitePaths.services()} size="lg" variant="outline">
                {t.joinCommunity}
              </ButtonLink>
            </Inline>
          </Stack>
          <img className={styles.heroImage} src={heroUrl} width={480} height={400} alt={t.heroImageAlt} loading="eager" decoding="async" fetchPriority="high" />
        </Grid>
      </section>

      <Points id={`${id}-features`} tone="plain" title={t.featuresTitle} items={FEATURES} />
      <Points id={`${id}-why`} tone="subtle" title={t.whyTitle} intro={t.whyIntro} items={REASONS} beside />
      <Points id={`${id}-audience`} tone="plain" title={t.audienceTitle} intro={t.audienceIntro} items={AUDIENCES} />

      <Band tone="brand" centered titleId={`${id}-impact`} title={t.impactTitle}>
        <Grid as="ul" gap={6} minItemWidth="12rem" className={styles.fullWidth}>
          {(
            [
              [HOME_FIGURES.studentsAttended, t.impactStudents],
              [HOME_FIGURES.partners, t.impactPartners],
              [HOME_FIGURES.eventsAndPrograms, t.impactEvents],
            ] as const
          ).map(([value, label]) => (
            <Stack as="li" key={label} gap={1} align="center" className={styles.stat}>
              <p className={styles.statValueOnBrand}>{formatNumber(value)}</p>
              <p className={styles.statLabel}>{label}</p>
            </Stack>
          ))}
        </Grid>
      </Band>

      <Band tone="accent" centered titleId={`${id}-cta`} title={t.ctaTitle}>
        <p className={styles.intro}>{t.ctaText}</p>
        <ButtonLink href={sitePaths.signup()} size="lg">
          {t.takeFirstStep}
        </ButtonLink>
      </Band>

      <HomeContact titleId={`${id}-contact`} />
    </div>
  );
}

/**
 * `/#contact`: the team's e-mail and phone, and the way to the contact form. Reached from another page, the
 * router does not scroll to the fragment, so the section does once it is drawn.
 */
function HomeContact({ titleId }: { titleId: string }) {
  const t = useStore(homeMessages);
  const details = useContactDetails();
  useEffect(() => {
    if (window.location.hash === '#contact') document.getElementById('contact')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Band id="contact" gap={4} align="start" titleId={titleId} title={t.contactTitle}>
      <p className={styles.intro}>{t.contactText}</p>
      {details && (
        <dl className={styles.contactList}>
          <dt className={styles.contactLabel}>{t.contactEmail}</dt>
          <dd className={styles.contactValue}>
            <a className={styles.contactLink} href={`mailto:${details.email}`} dir="ltr">
              {details.email}
            </a>
          </dd>
          <dt className={styles.contactLabel}>{t.contactPhone}</dt>
          <dd className={styles.contactValue}>
            <a className={styles.contactPhone} href={telHref(details.phone)} dir="ltr">
              {details.phone}
            </a>
          </dd>
        </dl>
      )}
      <ButtonLink href={sitePaths.contact()} variant="outline">
        {t.contactPage}
      </ButtonLink>
    </Band>
  );
}
