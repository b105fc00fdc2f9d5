import { Stack, type StackProps } from '@manara/ui';
import type { ReactNode } from 'react';
import * as styles from './MarketingScreen.css';

const TONES = {
  plain: styles.band,
  subtle: styles.bandSubtle,
  soft: styles.bandSoft,
  brand: styles.bandBrand,
  accent: styles.bandAccent,
} as const;

export type BandTone = keyof typeof TONES;

export interface BandProps {
  /** The band's heading, which names the section. */
  title: ReactNode;
  titleId: string;
  tone?: BandTone;
  /** `h1` for the band that opens the page. */
  heading?: 'h1' | 'h2';
  /** Everything in the middle of the band rather than at its start. */
  centered?: boolean;
  gap?: StackProps['gap'];
  align?: StackProps['align'];
  /** The section's own id, for a link to it (`/#contact`). */
  id?: string;
  children: ReactNode;
}

/**
 * A full-width band of the marketing pages, named by its heading: its words kept to the content width,
 * on a plain, tinted or brand background (where the heading turns light).
 */
export function Band({ title, titleId, tone = 'plain', heading: Heading = 'h2', centered = false, gap = 6, align, id, children }: BandProps) {
  const titleClass = Heading === 'h1' ? styles.heroTitle : tone === 'brand' ? styles.sectionTitleOnBrand : styles.sectionTitle;
  return (
    <section id={id} className={TONES[tone]} aria-labelledby={titleId}>
      <Stack gap={gap} align={align} className={centered ? `${styles.inner} ${styles.centered}` : styles.inner}>
        <Heading id={titleId} className={titleClass}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
