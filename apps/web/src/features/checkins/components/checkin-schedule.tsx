import { BellOff, BellPlus } from 'lucide-react';
import { checkinLabels, checkinMessages } from '@sehat/core/checkins/messages';
import type { Checkin } from '@sehat/core/checkins/schemas';
import { formatDateTime } from '@sehat/core/time/format';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { errorMessage } from '#web/lib/api-error';
import { useAskCheckins } from '../api/ask-checkins';
import { useStopCheckins } from '../api/stop-checkins';
import { CheckinEmailNote } from './checkin-email-note';
import styles from './checkins.module.css';

/**
 * The check-ins still to come, with a way to stop them; or, with none, the offer. Either says
 * when an unverified address keeps them out of the person's e-mail.
 */
export function CheckinSchedule({
  checkins,
  emailVerified,
}: {
  checkins: readonly Checkin[];
  emailVerified: boolean;
}) {
  const dialog = useDialog();
  const ask = useAskCheckins();
  const stop = useStopCheckins();
  const upcoming = checkins.filter((checkin) => checkin.sentAt === null);
  const failure = ask.error
    ? errorMessage(ask.error, checkinMessages.acceptFailed)
    : stop.error
      ? errorMessage(stop.error, checkinMessages.stopFailed)
      : null;

  const confirmStop = async () => {
    const confirmed = await dialog.confirm({
      title: checkinLabels.stopTitle,
      message: checkinLabels.stopText,
      confirmLabel: checkinLabels.stopConfirm,
      tone: 'danger',
    });
    if (confirmed) stop.mutate();
  };

  if (upcoming.length === 0) {
    return (
      <section className={styles.panel} aria-labelledby="checkin-offer">
        <h2 id="checkin-offer" className={styles.panelTitle}>
          {checkinLabels.offerTitle}
        </h2>
        <p>{checkinLabels.offerText}</p>
        {!emailVerified && <CheckinEmailNote />}
        {stop.isSuccess && <FormAlert message={checkinLabels.stopped} tone="success" />}
        <FormAlert message={failure} />
        <Button onClick={() => ask.mutate()} loading={ask.isPending} className={styles.panelAction}>
          <BellPlus aria-hidden="true" size={18} />
          {ask.isPending ? checkinLabels.accepting : checkinLabels.offerAccept}
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="checkin-schedule">
      <h2 id="checkin-schedule" className={styles.panelTitle}>
        {checkinLabels.scheduledTitle}
      </h2>
      <p>{checkinLabels.scheduledText}</p>
      <ul className={styles.schedule}>
        {upcoming.map((checkin) => (
          <li key={checkin.id}>
            <time dateTime={checkin.dueAt}>{formatDateTime(checkin.dueAt)}</time>
          </li>
        ))}
      </ul>
      {!emailVerified && <CheckinEmailNote />}
      <FormAlert message={failure} />
      <Button
        variant="secondary"
        onClick={() => void confirmStop()}
        loading={stop.isPending}
        className={styles.panelAction}
      >
        <BellOff aria-hidden="true" size={18} />
        {stop.isPending ? checkinLabels.stopping : checkinLabels.stop}
      </Button>
    </section>
  );
}
