import { Volume2, VolumeX } from 'lucide-react';
import { counsellorAlertLabels } from '@sehat/core/chat/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useReportTitleCount } from '#web/lib/title-count';
import { useLiveEvents, type LiveHandlers } from '#web/lib/use-live-events';
import iconButton from '#web/components/layout/header-icon-button.module.css';
import { useChatStream } from '../../hooks/use-chat-stream';
import { useInboxCounts } from '../api/get-inbox-counts';
import { isUserMessageEvent } from '../utils/chime';
import { playChime, setChime, useChimeSetting } from '../utils/chime-setting';
import styles from './counsellor-alerts.module.css';

const chimeHandlers: LiveHandlers = {
  message: (_queryClient, data) => {
    if (isUserMessageEvent(data)) playChime();
  },
};
const nothingMissed = () => undefined;

/**
 * On every admin page (issue 32 item 5): the inbox's unread count follows the live stream,
 * leads the tab title, and (if the counsellor switched it on) a chime sounds when someone writes.
 */
export function CounsellorAlerts() {
  useChatStream(true);
  const unread = useInboxCounts().data?.unread ?? 0;
  useReportTitleCount('inbox', unread);
  useLiveEvents(useChimeSetting(), chimeHandlers, nothingMissed);
  return null;
}

/** Beside 'Inbox' in the admin navigation. */
export function InboxUnreadBadge() {
  const unread = useInboxCounts().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <VisuallyHidden>{counsellorAlertLabels.inboxUnread(unread)}</VisuallyHidden>
    </span>
  );
}

/** The chime's switch in the admin header: off until a counsellor turns it on. */
export function ChimeToggle() {
  const on = useChimeSetting();
  return (
    <button
      type="button"
      className={iconButton.button}
      aria-pressed={on}
      title={counsellorAlertLabels.chime}
      onClick={() => setChime(!on)}
    >
      {on ? <Volume2 aria-hidden="true" size={20} /> : <VolumeX aria-hidden="true" size={20} />}
      <VisuallyHidden>{counsellorAlertLabels.chime}</VisuallyHidden>
    </button>
  );
}
