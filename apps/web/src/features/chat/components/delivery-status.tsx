import { AlertCircle, Check, CheckCheck } from 'lucide-react';
import type { DeliveryStatus as Status } from '@sehat/core/whatsapp/settings';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import styles from './channel.module.css';

const icons = { sent: Check, delivered: CheckCheck, read: CheckCheck, failed: AlertCircle } as const;

/** What WhatsApp said of a message the team sent to a person's number. */
export function DeliveryStatus({ status }: { status: Status }) {
  const Icon = icons[status];
  return (
    <span className={styles.delivery} data-status={status}>
      <Icon aria-hidden="true" size={15} />
      <VisuallyHidden>{`${whatsappMessages.channelLabel}: `}</VisuallyHidden>
      {whatsappMessages.delivery[status]}
    </span>
  );
}
