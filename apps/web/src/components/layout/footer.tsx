import { Link } from 'react-router';
import { Camera, CirclePlay, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { siteContact } from '@sehat/core/site/contact';
import { externalLinks, paths } from '../../config/paths';
import { VisuallyHidden } from '../ui/visually-hidden';
import { FooterMap } from './footer-map';
import { Logo } from './logo';
import styles from './footer.module.css';

const socialLinks = [
  { href: externalLinks.instagram, label: labels.footer.instagram, Icon: Camera },
  { href: externalLinks.whatsapp, label: labels.footer.whatsapp, Icon: MessageCircle },
  { href: externalLinks.youtube, label: labels.footer.youtube, Icon: CirclePlay },
  { href: externalLinks.email, label: labels.footer.emailUs, Icon: Mail },
];

/** The site footer of spec §2 Layout. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.grid}>
        <div className={styles.about}>
          <Logo tone="light" />
          <p className={styles.tagline}>{labels.tagline}</p>
          <ul className={styles.social} aria-label={labels.footer.social}>
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} title={label} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden="true" size={20} />
                  <VisuallyHidden>{label}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <section>
          <h2 className={styles.heading}>{labels.footer.services}</h2>
          <ul className={styles.list}>
            <li>{labels.footer.counseling}</li>
          </ul>
        </section>

        <section>
          <h2 className={styles.heading}>{labels.footer.contact}</h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <Phone aria-hidden="true" size={16} />
              <a href={externalLinks.phone}>
                <VisuallyHidden>{labels.footer.phone}: </VisuallyHidden>
                {siteContact.phone}
              </a>
            </li>
            <li className={styles.contactItem}>
              <Mail aria-hidden="true" size={16} />
              <a href={externalLinks.email}>
                <VisuallyHidden>{labels.footer.emailLabel}: </VisuallyHidden>
                {siteContact.email}
              </a>
            </li>
            <li className={styles.contactItem}>
              <MapPin aria-hidden="true" size={16} />
              <span>{labels.footer.city}</span>
            </li>
          </ul>
        </section>

        <section>
          <h2 className={styles.heading}>{labels.footer.links}</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.PrivacyPolicy.getHref()}>{labels.footer.privacy}</Link>
            </li>
            <li>
              <Link to={paths.TermsOfUse.getHref()}>{labels.footer.terms}</Link>
            </li>
          </ul>
        </section>

        <section className={styles.map}>
          <h2 className={styles.heading}>{labels.footer.map}</h2>
          <FooterMap />
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {labels.brand}. {labels.footer.copyright}
      </p>
    </footer>
  );
}
