import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Clock, FileText, LifeBuoy, MessageCircle, Users } from 'lucide-react';
import { counsellorEntryLabels, resultShareMessages } from '@sehat/core/chat/messages';
import { resultSummaryText } from '@sehat/core/chat/shareable-result';
import { closedNowText, closedTodayText, weeklySummary } from '@sehat/core/service-hours/describe';
import { formatDate } from '@sehat/core/time/format';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import type { CounsellorDialogProps } from '#web/lib/slots/counsellor-dialog';
import { startCounsellorChat } from '../utils/counsellor-chat';
import { useShareableResult } from '../hooks/use-shareable-result';
import { useSiteInfo } from '#web/lib/site/site-info';
import { useNow } from '#web/lib/use-now';
import { useServiceStatus } from '#web/features/service-hours';
import dialogStyles from '#web/components/dialog/dialog.module.css';
import { DialogSheet } from '#web/components/dialog/dialog-sheet';
import { useModalDialog } from '#web/components/dialog/use-modal-dialog';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { FormAlert } from '#web/components/ui/form-alert';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import styles from './counsellor-dialog.module.css';

/**
 * What happens when someone asks for a counsellor, said before anything else: the hours and
 * whether the team is on duty now, the queue, and the numbers to call meanwhile. Then the
 * choice, two buttons and no pre-ticked box: share the result this device holds and start, or
 * start without sharing. The result is the one on the page (any screening), else this device's
 * SRQ-29 result. A visitor makes the same choice and signs in on the way (ADR 113, 210).
 */
export function CounsellorDialog({ returnPath, forumPost, onClose, onStarted }: CounsellorDialogProps) {
  const titleId = useId();
  const dialog = useModalDialog(onClose);
  const { user } = useSession();
  const location = useLocation();
  const { crisisContacts } = useSiteInfo();
  const result = useShareableResult(user?.id ?? null);
  const now = useNow(60_000);
  const service = useServiceStatus(now);
  const schedule = weeklySummary(service.hours);
  const closedToday = closedTodayText(service.hours, now);
  const [starting, setStarting] = useState<'share' | 'plain' | null>(null);
  const [failed, setFailed] = useState(false);

  const start = (share: boolean) => {
    if (!user) return;
    setStarting(share ? 'share' : 'plain');
    setFailed(false);
    startCounsellorChat(user.id, {
      share: share && result ? result.code : null,
      known: result,
      forumPost,
    }).then(onStarted, () => {
      setStarting(null);
      setFailed(true);
    });
  };
  const signIn = (share: boolean) =>
    paths.Login.getHref({
      path: returnPath ?? `${location.pathname}${location.search}`,
      chat: true,
      share: share ? result?.code : undefined,
    });

  const choice = (share: boolean, label: string, variant: 'primary' | 'secondary') =>
    user ? (
      <Button
        variant={variant}
        loading={starting === (share ? 'share' : 'plain')}
        disabled={starting !== null}
        onClick={() => start(share)}
      >
        {share && starting === 'share' ? counsellorEntryLabels.sharing : label}
      </Button>
    ) : (
      <ButtonLink variant={variant} to={signIn(share)}>
        {label}
      </ButtonLink>
    );

  return (
    <dialog {...dialog} className={`${dialogStyles.dialog} ${styles.dialog}`} aria-labelledby={titleId}>
      <DialogSheet
        bodyClassName={styles.body}
        actionsClassName={styles.actions}
        actions={
          <>
            {result ? (
              <>
                {choice(true, counsellorEntryLabels.shareAndStart, 'primary')}
                {choice(false, counsellorEntryLabels.startWithoutSharing, 'secondary')}
              </>
            ) : (
              choice(
                false,
                user ? counsellorEntryLabels.startChat : counsellorEntryLabels.signInToStart,
                'primary',
              )
            )}
            <Button variant="ghost" onClick={onClose}>
              {counsellorEntryLabels.close}
            </Button>
          </>
        }
      >
        <h2 id={titleId} className={`${dialogStyles.title} ${styles.title}`} tabIndex={-1} data-autofocus>
          <MessageCircle aria-hidden="true" size={22} className={styles.titleIcon} />
          {counsellorEntryLabels.dialogTitle}
        </h2>
        <ul className={styles.steps}>
          <li>
            <Clock aria-hidden="true" size={18} />
            {service.open
              ? counsellorEntryLabels.hoursOpen(schedule)
              : closedToday
                ? counsellorEntryLabels.hoursClosedToday(
                    schedule,
                    closedNowText(service.hours, now) ?? closedToday,
                  )
                : counsellorEntryLabels.hoursClosed(schedule, closedNowText(service.hours, now))}
          </li>
          <li>
            <Users aria-hidden="true" size={18} />
            {counsellorEntryLabels.queue}
          </li>
          {!user && (
            <li>
              <MessageCircle aria-hidden="true" size={18} />
              {counsellorEntryLabels.signIn}
            </li>
          )}
        </ul>
        <div className={styles.meanwhile}>
          <p>
            <LifeBuoy aria-hidden="true" size={18} />
            {counsellorEntryLabels.meanwhile}
          </p>
          <CrisisContactList contacts={crisisContacts} compact />
        </div>
        {result && (
          <section className={styles.result} aria-labelledby={`${titleId}-result`}>
            <h3 id={`${titleId}-result`}>
              <FileText aria-hidden="true" size={18} />
              {counsellorEntryLabels.resultTitle}
            </h3>
            <p className={styles.summary}>
              {counsellorEntryLabels.resultSummary(
                resultSummaryText(result),
                result.createdAt ? formatDate(result.createdAt) : '',
              )}
            </p>
            {result.crisis && <p>{counsellorEntryLabels.resultCrisis}</p>}
            <p className={styles.muted}>
              {result.claimToken
                ? `${counsellorEntryLabels.shareWhat} ${counsellorEntryLabels.shareKeeps}`
                : counsellorEntryLabels.shareWhat}
            </p>
          </section>
        )}
        <FormAlert message={failed ? resultShareMessages.shareFailed : null} />
      </DialogSheet>
    </dialog>
  );
}
