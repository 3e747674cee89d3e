import { checkinLabels } from '@sehat/core/checkins/messages';
import type { Checkin } from '@sehat/core/checkins/schemas';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './checkins.module.css';

/** The person's earlier answers, newest first. */
export function CheckinHistory({ checkins }: { checkins: readonly Checkin[] }) {
  const answered = checkins
    .filter((checkin) => checkin.answer !== null && checkin.answeredAt !== null)
    .reverse();
  if (answered.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="checkin-history">
      <h2 id="checkin-history" className={styles.panelTitle}>
        {checkinLabels.history}
      </h2>
      <ul className={styles.schedule}>
        {answered.map((checkin) => (
          <li key={checkin.id}>
            {checkinLabels.answeredAt(
              formatDateTime(checkin.answeredAt!),
              checkinLabels.answers[checkin.answer!].label,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
