import { sitePaths } from '@manara/api-client/paths';
import { telHref, useContactDetails } from '@manara/features/contact-details';
import { RoutedLink } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { siteMessages } from '../messages';
import * as styles from './Layout.css';

const QUICK_LINKS = [
  { href: sitePaths.about(), key: 'about' },
  { href: sitePaths.services(), key: 'services' },
  { href: sitePaths.courses(), key: 'courses' },
] as const;

/**
 * The public pages' footer (docs/product/public-pages.md#footer): the tagline, quick links, how to reach
 * the team and its social links (the server's, docs/product/public-pages.md#contact-details; a network without a
 * link is left out), and the copyright line.
 */
export function Footer() {
  const t = useStore(siteMessages);
  const details = useContactDetails();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerColumns}>
        <div className={styles.footerColumn}>
          <p className={styles.footerBrand}>Manara</p>
          <p className={styles.footerText}>{t.footerTagline}</p>
        </div>
        <nav className={styles.footerColumn} aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.footerTitle}>
            {t.quickLinks}
          </h2>
          <ul className={styles.footerList}>
            {QUICK_LINKS.map(({ href, key }) => (
              <li key={key}>
                <RoutedLink href={href} className={styles.footerLink}>
                  {t[key]}
                </RoutedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.footerColumn}>
          <h2 className={styles.footerTitle}>{t.contactUs}</h2>
          {details && (
            <ul className={styles.footerList}>
              <li>
                <a className={styles.footerLink} href={`mailto:${details.email}`}>
                  {details.email}
                </a>
              </li>
              <li>
                <a className={styles.footerPhone} href={telHref(details.phone)} dir="ltr">
                  {details.phone}
                </a>
              </li>
            </ul>
          )}
        </div>
        {details && details.socials.length > 0 && (
          <div className={styles.footerColumn}>
            <h2 className={styles.footerTitle}>{t.followUs}</h2>
            <ul className={styles.footerList}>
              {details.socials.map(({ name, href }) => (
                <li key={name}>
                  <a className={styles.footerLink} href={href} target="_blank" rel="noopener noreferrer">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className={styles.copyright}>{t.copyright({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}
