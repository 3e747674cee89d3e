import { ratingLimits } from '@sehat/core/chat/rating';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './data-export.module.css';

/** The export's ratings of resolved conversations: the score, the comment, and which resolution. */
export function DataExportRatings({ ratings }: { ratings: DataExport['chatRatings'] }) {
  return (
    <section aria-labelledby="export-chat-ratings">
      <h2 id="export-chat-ratings">{privacyMessages.sectionChatRatings}</h2>
      {ratings.length === 0 && <p>{privacyMessages.none}</p>}
      {ratings.map((rating) => (
        <article key={rating.createdAt} className={styles.item}>
          <p className={styles.meta}>
            {privacyMessages.ratingOn(formatDateTime(rating.resolvedAt), formatDateTime(rating.createdAt))}
          </p>
          <p className={styles.text}>
            <strong>{privacyMessages.ratingScore(rating.score, ratingLimits.scoreMax)}</strong>
          </p>
          {rating.comment && <p className={styles.text}>{privacyMessages.ratingComment(rating.comment)}</p>}
        </article>
      ))}
    </section>
  );
}
