import type { ReactNode } from 'react';
import { Bell } from 'lucide-react';
import {
  notificationPreferenceLabels as labels,
  notificationPreferenceMessages as messages,
} from '@sehat/core/notification-preferences/messages';
import {
  notificationChannels,
  notificationSettingsAnchor,
  type NotificationChannel,
} from '@sehat/core/notification-preferences/schemas';
import { notificationKindsFor, type NotificationKind } from '@sehat/core/notifications/limits';
import { useSession } from '#web/lib/auth/session';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import styles from './notification-preferences-section.module.css';

/**
 * The profile's "Pemberitahuan": per kind, the bell, this device's push and e-mail, each saved
 * as it is ticked. `device` is the switch for push on this browser (another feature's).
 */
export function NotificationPreferencesSection({ device }: { device?: ReactNode }) {
  const preferences = useNotificationPreferences();
  // A user is never told about counsellors' work: those kinds are not listed for them.
  const kinds = notificationKindsFor(useSession().user?.role ?? 'user');
  const save = useSaveNotificationPreferences();
  const toggle = (kind: NotificationKind, channel: NotificationChannel, value: boolean) =>
    save.mutate({ preferences: { [kind]: { [channel]: value } } });

  let content;
  if (preferences.isPending) content = <LoadingState text={labels.loading} />;
  else if (preferences.isError)
    content = <ErrorState message={messages.loadFailed} onRetry={() => void preferences.refetch()} />;
  else {
    const current = preferences.data.preferences;
    content = (
      <div className={styles.kinds}>
        {kinds.map((kind) => (
          <fieldset key={kind} className={styles.kind}>
            <legend className={styles.legend}>{labels.kinds[kind]}</legend>
            <div className={styles.channels}>
              {notificationChannels.map((channel) => (
                <label key={channel} className={styles.channel}>
                  <input
                    type="checkbox"
                    checked={current[kind][channel]}
                    disabled={save.isPending}
                    onChange={(event) => toggle(kind, channel, event.target.checked)}
                  />
                  {labels.channels[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    );
  }

  return (
    <section id={notificationSettingsAnchor} className={styles.section} aria-labelledby="pemberitahuan-judul">
      <h2 id="pemberitahuan-judul" className={styles.title}>
        <Bell aria-hidden="true" size={22} />
        {labels.title}
      </h2>
      <p className={styles.intro}>{labels.intro}</p>
      {device}
      {content}
      <p className={styles.hint}>
        {labels.pushHint} {labels.emailHint}
      </p>
      <p role="status" className={styles.status}>
        {save.isSuccess && labels.saved}
      </p>
      {save.isError && (
        <p role="alert" className={styles.error}>
          {messages.saveFailed}
        </p>
      )}
    </section>
  );
}
