import { Link } from 'react-router';
import {
  Camera,
  CirclePlay,
  LifeBuoy,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import { helpNowMessages } from '@sehat/core/help/messages';
import { labels } from '@sehat/core/messages';
import type { SiteContact } from '@sehat/core/site/schemas';
import { externalLinks, paths } from '#web/config/paths';
import { useSiteInfo } from '#web/lib/site/site-info';
import { QuickExitHelp } from '../quick-exit/quick-exit-help';
import { VisuallyHidden } from '../ui/visually-hidden';
import { DataSaverSwitch } from './data-saver-switch';
import { FooterMap } from './footer-map';
import { Logo } from './logo';
import styles from './footer.module.css';

type SocialLink = { href: string; label: string; Icon: LucideIcon };

/** The configured social links; an operator switches one off by leaving it out. */
function socialLinks(contact: SiteContact): SocialLink[] {
  const links: (SocialLink | null)[] = [
    contact.instagram ? { href: contact.instagram, label: labels.footer.instagram, Icon: Camera } : null,
    contact.whatsapp
      ? { href: externalLinks.whatsapp(contact.whatsapp), label: labels.footer.whatsapp, Icon: MessageCircle }
      : null,
    contact.youtube ? { href: contact.youtube, label: labels.footer.youtube, Icon: CirclePlay } : null,
    { href: externalLinks.mail(contact.email), label: labels.footer.emailUs, Icon: Mail },
  ];
  return links.filter((link) => link !== null);
}

/** The site footer of spec §2 Layout; the contact details are the operator's (GET /api/site). */
export function Footer() {
  const year = new Date().getFullYear();
  const { contact } = useSiteInfo();
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.grid}>
        <div className={styles.about}>
          <Logo tone="light" />
          <p className={styles.tagline}>{labels.tagline}</p>
          <Link to={paths.HelpNow.getHref()} className={styles.helpLink}>
            <LifeBuoy aria-hidden="true" size={18} />
            {helpNowMessages.link}
          </Link>
          <ul className={styles.social} aria-label={labels.footer.social}>
            {socialLinks(contact).map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} title={label} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden="true" size={20} />
                  <VisuallyHidden>{label}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
          <DataSaverSwitch />
        </div>

        <section>
          <h2 className={styles.heading}>{labels.footer.services}</h2>
          <ul className={styles.list}>
            <li>{labels.footer.counseling}</li>
            <li>
              <Link to={paths.SafetyPlan.getHref()}>{labels.nav.safetyPlan}</Link>
            </li>
            <li>
              <QuickExitHelp className={styles.textButton} />
            </li>
            <li>
              <Link to={paths.Services.getHref()}>{labels.nav.services}</Link>
            </li>
          </ul>
        </section>

        <section>
          <h2 className={styles.heading}>{labels.footer.contact}</h2>
          <ul className={styles.list}>
            {contact.phone && (
              <li className={styles.contactItem}>
                <Phone aria-hidden="true" size={16} />
                <a href={externalLinks.tel(contact.phone.dial)}>
                  <VisuallyHidden>{labels.footer.phone}: </VisuallyHidden>
                  {contact.phone.display}
                </a>
              </li>
            )}
            <li className={styles.contactItem}>
              <Mail aria-hidden="true" size={16} />
              <a href={externalLinks.mail(contact.email)}>
                <VisuallyHidden>{labels.footer.emailLabel}: </VisuallyHidden>
                {contact.email}
              </a>
            </li>
            <li className={styles.contactItem}>
              <MapPin aria-hidden="true" size={16} />
              <span>{contact.city}</span>
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
          <FooterMap location={contact.map} city={contact.city} />
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {labels.brand}. {labels.footer.copyright}
      </p>
    </footer>
  );
}
