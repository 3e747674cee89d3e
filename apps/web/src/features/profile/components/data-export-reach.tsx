import type { DataExport } from '@sehat/core/privacy/export-schema';
import { notificationPreferenceLabels as labels } from '@sehat/core/notification-preferences/messages';
import { notificationChannels } from '@sehat/core/notification-preferences/schemas';
import { notificationKindsFor } from '@sehat/core/notifications/limits';
import { formatDateTime } from '@sehat/core/time/format';
import { useSession } from '#web/lib/auth/session';
import { privacyMessages } from '@sehat/core/privacy/messages';
import styles from './data-export.module.css';

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
};

/** How the site reaches the person: their choices, the mails it sent, the devices it pushes to. */
export function DataExportReach({
  preferences,
  mails,
  devices,
}: {
  preferences: DataExport['notificationPreferences'];
  mails: DataExport['mails'];
  devices: DataExport['pushSubscriptions'];
}) {
  const kinds = notificationKindsFor(useSession().user?.role ?? 'user');
  return (
    <>
      <section aria-labelledby="export-preferences">
        <h2 id="export-preferences">{privacyMessages.sectionPreferences}</h2>
        <ul>
          {kinds.map((kind) => (
            <li key={kind}>
              {labels.kinds[kind]}:{' '}
              {notificationChannels
                .filter((channel) => preferences[kind][channel])
                .map((channel) => labels.channels[channel])
                .join(', ') || privacyMessages.none}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="export-mails">
        <h2 id="export-mails">{privacyMessages.sectionMails}</h2>
        {mails.length === 0 && <p>{privacyMessages.none}</p>}
        {mails.map((mail) => (
          <p key={`${mail.createdAt}-${mail.kind}`} className={styles.meta}>
            {formatDateTime(mail.createdAt)} · {privacyMessages.mailKinds[mail.kind] ?? mail.kind} ·{' '}
            {mail.sentAt
              ? privacyMessages.mailSent(mail.to, formatDateTime(mail.sentAt))
              : privacyMessages.mailNotSent(mail.to)}
          </p>
        ))}
      </section>
      <section aria-labelledby="export-devices">
        <h2 id="export-devices">{privacyMessages.sectionDevices}</h2>
        {devices.length === 0 && <p>{privacyMessages.none}</p>}
        {devices.map((device) => (
          <p key={device.endpoint} className={styles.meta}>
            {privacyMessages.deviceSince(hostOf(device.endpoint), formatDateTime(device.createdAt))}
          </p>
        ))}
      </section>
    </>
  );
}
