import { MessageCircle } from 'lucide-react';
import type { ConversationChannel } from '@sehat/core/whatsapp/settings';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import styles from './channel.module.css';

/** "WhatsApp" beside a conversation that came that way; nothing for the site's own chat. */
export function ChannelLabel({ channel }: { channel: ConversationChannel }) {
  if (channel !== 'whatsapp') return null;
  return (
    <span className={styles.channel} title={whatsappMessages.channelDescription}>
      <MessageCircle aria-hidden="true" size={12} />
      {whatsappMessages.channelLabel}
    </span>
  );
}
