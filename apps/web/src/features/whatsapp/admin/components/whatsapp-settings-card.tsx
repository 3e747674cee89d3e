import { MessageCircle } from 'lucide-react';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { useWhatsappSettings } from '../api/whatsapp-settings';
import styles from './whatsapp-settings-card.module.css';

const m = whatsappMessages.admin;

/**
 * The WhatsApp channel for admins (ADR 227): on or off, the four variables to set in the
 * server's .env, and the Callback URL to give Meta. Secrets never leave the server.
 */
export function WhatsappSettingsCard() {
  const settings = useWhatsappSettings();
  let body;
  if (settings.isPending) body = <LoadingState text={m.loading} />;
  else if (settings.isError)
    body = (
      <ErrorState
        message={m.loadFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  else {
    const { enabled, required, webhookUrl, followupTemplate } = settings.data;
    body = (
      <>
        <p className={styles.state} data-on={enabled}>
          {enabled ? m.on : m.off}
        </p>
        <p>{m.variables}</p>
        <ul className={styles.variables}>
          {required.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
        <p>{m.webhook}</p>
        <p className={styles.url}>
          <code>{webhookUrl}</code>
        </p>
        <p>{m.template(followupTemplate)}</p>
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="whatsapp-settings-title">
      <h2 id="whatsapp-settings-title" className={styles.title}>
        <MessageCircle aria-hidden="true" size={20} />
        {m.title}
      </h2>
      {body}
    </section>
  );
}
