import { sitePaths } from '@manara/api-client/paths';
import { RoutedLink } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { siteMessages } from '../messages';
import { CONTACT_DETAILS } from '../siteContact';
import * as styles from './Layout.css';

const QUICK_LINKS = [
  { href: sitePaths.about(), key: 'about' },
  { href: sitePaths.services(), key: 'services' },
  { href: sitePaths.courses(), key: 'courses' },
] as const;

/**
 * The public pages' footer (docs/product/public-pages.md#footer): the tagline, quick links, how to reach
 * the team and its four social links (from the site's build settings), and the copyright line.
 */
export function Footer() {
  const t = useStore(siteMessages);
  const { phone, email, socials } = CONTACT_DETAILS;
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
          <ul className={styles.footerList}>
            <li>
              <a className={styles.footerLink} href={`mailto:${email}`}>
                {email}
              </a>
            </li>
            <li>
              <a className={styles.footerLink} href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                {phone}
              </a>
            </li>
          </ul>
        </div>
        <div className={styles.footerColumn}>
          <h2 className={styles.footerTitle}>{t.followUs}</h2>
          <ul className={styles.footerList}>
            {socials.map(({ name, href }) => (
              <li key={name}>
                <a className={styles.footerLink} href={href} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{t.copyright({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}
