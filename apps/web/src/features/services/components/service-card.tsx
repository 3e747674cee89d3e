import { BadgeCheck, BadgeX, Clock, MapPin, Navigation, Phone } from 'lucide-react';
import { serviceLabels, serviceTypeLabels } from '@sehat/core/services/messages';
import type { Service } from '@sehat/core/services/schemas';
import { dialable } from '@sehat/core/validation/phone';
import { buttonClassName } from '#web/components/ui/button-classes';
import { externalLinks } from '#web/config/paths';
import styles from './services.module.css';

const placeOf = (service: Service) =>
  service.province === null
    ? serviceLabels.national
    : [service.city, service.province].filter(Boolean).join(', ');

/** One service: what it is, where, when, whether BPJS is accepted, and how to reach it. */
export function ServiceCard({ service }: { service: Service }) {
  const { lat, lng } = service;
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.name}>{service.name}</h2>
        {service.distanceKm !== undefined && (
          <span className={styles.distance}>{serviceLabels.distance(service.distanceKm)}</span>
        )}
      </div>
      <p className={styles.type}>{serviceTypeLabels[service.type]}</p>
      <ul className={styles.facts}>
        <li>
          <MapPin aria-hidden="true" size={16} />
          <span>
            {placeOf(service)}
            {service.address && (
              <>
                <br />
                {service.address}
              </>
            )}
          </span>
        </li>
        {service.hours && (
          <li>
            <Clock aria-hidden="true" size={16} />
            <span>
              {serviceLabels.hours}: {service.hours}
            </span>
          </li>
        )}
        {service.bpjs !== null && (
          <li>
            {service.bpjs ? (
              <BadgeCheck aria-hidden="true" size={16} />
            ) : (
              <BadgeX aria-hidden="true" size={16} />
            )}
            <span>{service.bpjs ? serviceLabels.bpjsYes : serviceLabels.bpjsNo}</span>
          </li>
        )}
      </ul>
      {(service.phone || (lat !== null && lng !== null)) && (
        <div className={styles.cardActions}>
          {service.phone && (
            <a className={buttonClassName({ size: 'sm' })} href={externalLinks.tel(dialable(service.phone))}>
              <Phone aria-hidden="true" size={16} />
              {serviceLabels.call(service.phone)}
            </a>
          )}
          {lat !== null && lng !== null && (
            <a
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              href={externalLinks.place({ lat, lng })}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Navigation aria-hidden="true" size={16} />
              {serviceLabels.map}
            </a>
          )}
        </div>
      )}
    </article>
  );
}
