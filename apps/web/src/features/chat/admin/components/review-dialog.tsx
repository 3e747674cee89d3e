import { useId } from 'react';
import { reviewMean } from '@sehat/core/supervision/rubric';
import { reviewLabels } from '@sehat/core/supervision/review-messages';
import { formatDateTime } from '@sehat/core/time/format';
import { DialogSheet } from '#web/components/dialog/dialog-sheet';
import { useModalDialog } from '#web/components/dialog/use-modal-dialog';
import { Button } from '#web/components/ui/button';
import { useReviews } from '../api/reviews';
import { ReviewForm } from './review-form';
import dialogStyles from '#web/components/dialog/dialog.module.css';
import styles from './review.module.css';

/** Reviewing one conversation: earlier reviews, then the rubric form. */
export function ReviewDialog({ conversationId, onClose }: { conversationId: number; onClose: () => void }) {
  const modal = useModalDialog(onClose);
  const titleId = useId();
  const reviews = useReviews(conversationId);
  return (
    <dialog {...modal} className={dialogStyles.dialog} aria-labelledby={titleId}>
      <DialogSheet
        actions={
          <Button type="button" variant="secondary" onClick={onClose}>
            {reviewLabels.close}
          </Button>
        }
      >
        <h2 id={titleId} className={dialogStyles.title}>
          {reviewLabels.formTitle}
        </h2>
        <p className={styles.muted}>{reviewLabels.formIntro}</p>
        {reviews.data && reviews.data.length > 0 && (
          <section aria-label={reviewLabels.earlier} className={styles.form}>
            <h3 className={styles.sectionTitle}>{reviewLabels.earlier}</h3>
            <ul className={styles.list}>
              {reviews.data.map((review) => (
                <li key={review.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <strong>{reviewLabels.mean(reviewMean(review.scores))}</strong>
                    <span className={styles.muted}>
                      {reviewLabels.byReviewer(
                        review.reviewer?.fullName ?? reviewLabels.formerStaff,
                        formatDateTime(review.createdAt),
                      )}
                    </span>
                    {review.comment && <span>{review.comment}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <ReviewForm conversationId={conversationId} onSaved={onClose} />
      </DialogSheet>
    </dialog>
  );
}
