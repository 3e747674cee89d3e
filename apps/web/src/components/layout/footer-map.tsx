import { useState } from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import { labels } from '@sehat/core/messages';
import { externalLinks } from '#web/config/paths';
import { useDataSaver } from '#web/lib/data-saver/data-saver-store';
import { Button } from '../ui/button';
import { useOnline } from './use-online';
import styles from './footer.module.css';

/**
 * The OpenStreetMap embed, loaded only on request so visitors are not tracked by default, and
 * never offered in low-data mode (ADR 206): the link opens the map elsewhere instead.
 */
export function FooterMap({ location, city }: { location: { lat: number; lon: number }; city: string }) {
  const [requested, setRequested] = useState(false);
  const online = useOnline();
  const dataSaver = useDataSaver().on;
  const map = externalLinks.map(location);

  const openLink = (
    <a href={map.page} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
      {labels.footer.openMap}
      <ExternalLink aria-hidden="true" size={14} />
    </a>
  );

  if (!online || dataSaver) {
    return (
      <div className={styles.mapPlaceholder}>
        <p>{online ? dataSaverLabels.mapSkipped : labels.footer.mapOffline}</p>
        {openLink}
      </div>
    );
  }
  if (requested) {
    return (
      <div className={styles.mapFrameWrap}>
        <iframe
          className={styles.mapFrame}
          src={map.embed}
          title={labels.footer.mapTitle(city)}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
        {openLink}
      </div>
    );
  }
  return (
    <div className={styles.mapPlaceholder}>
      <MapPin aria-hidden="true" className={styles.mapIcon} />
      <p className={styles.mapNote}>{labels.footer.mapPrivacy}</p>
      <Button variant="light" size="sm" onClick={() => setRequested(true)}>
        {labels.footer.showMap}
      </Button>
    </div>
  );
}
