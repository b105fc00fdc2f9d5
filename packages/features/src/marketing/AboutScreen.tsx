import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { useLocale } from '../shared/i18n';
import { HOME_FIGURES } from './HomeScreen';
import graduationUrl from './illustrations/gallery-graduation.svg';
import mentoringUrl from './illustrations/gallery-mentoring.svg';
import workshopUrl from './illustrations/gallery-workshop.svg';
import { Grid, Stack, Surface } from '@manara/ui';
import * as styles from './MarketingScreen.css';
import { aboutMessages } from './aboutMessages';
import { Band } from './Band';

/** The year Manara was created, in Egypt (docs/product/public-pages.md#about). */
export const FOUNDED_YEAR = 2022;

/**
 * `/about` (docs/product/public-pages.md#about): a header with three pictures, the mission, how Manara began,
 * five figures of its impact and the vision. Static: it fetches nothing.
 */
export function AboutScreen() {
  const t = useStore(aboutMessages);
  const { intlLocale, formatNumber } = useLocale();
  const id = useId();
  // A year is not a quantity: no thousands separator, but the reader's digits.
  const year = useMemo(() => new Intl.NumberFormat(intlLocale, { useGrouping: false }).format(FOUNDED_YEAR), [intlLocale]);

  const gallery = [
    { src: workshopUrl, alt: t.galleryWorkshop },
    { src: mentoringUrl, alt: t.galleryMentoring },
    { src: graduationUrl, alt: t.galleryGraduation },
  ];
  const impact = [
    { value: formatNumber(HOME_FIGURES.community), label: t.impactCommunity },
    { value: formatNumber(HOME_FIGURES.studentsAttended), label: t.impactStudents },
    { value: formatNumber(HOME_FIGURES.partners), label: t.impactPartners },
    { value: formatNumber(HOME_FIGURES.eventsAndPrograms), label: t.impactEvents },
    { value: year, label: t.impactFounded },
  ];

  return (
    <div className={styles.page}>
      <Band heading="h1" tone="soft" titleId={`${id}-title`} title={t.title}>
        <p className={styles.lead}>{t.intro}</p>
        <Grid as="ul" gap={4} minItemWidth="15rem" className={styles.fullWidth}>
          {gallery.map((image, index) => (
            <li key={image.src}>
              {/* Side by side on a wide screen; on a phone only the first is in view at first. */}
              <img className={styles.galleryImage} src={image.src} width={360} height={240} alt={image.alt} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
            </li>
          ))}
        </Grid>
      </Band>

      <Band titleId={`${id}-mission`} title={t.missionTitle}>
        <p className={styles.intro}>{t.missionText}</p>
      </Band>

      <Band tone="subtle" titleId={`${id}-story`} title={t.storyTitle}>
        <div className={styles.story}>
          <p className={styles.year} aria-hidden="true">
            {year}
          </p>
          <Stack gap={4} className={styles.storyText}>
            <p className={styles.intro}>{t.storyText({ year })}</p>
            <p className={styles.intro}>{t.storyTextMore}</p>
          </Stack>
        </div>
      </Band>

      <Band titleId={`${id}-impact`} title={t.impactTitle}>
        <Grid as="ul" gap={6} minItemWidth="12rem" className={styles.fullWidth}>
          {impact.map((item) => (
            <Surface as="li" key={item.label} padding={6} gap={1} className={styles.statLight}>
              <p className={styles.statValueLight}>{item.value}</p>
              <p className={styles.statLabel}>{item.label}</p>
            </Surface>
          ))}
        </Grid>
      </Band>

      <Band tone="brand" centered titleId={`${id}-vision`} title={t.visionTitle}>
        <p className={styles.vision}>{t.visionText}</p>
      </Band>
    </div>
  );
}
