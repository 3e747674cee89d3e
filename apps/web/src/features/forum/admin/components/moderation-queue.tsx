import { useState } from 'react';
import type {
  ModerationAction,
  ModerationItem,
  ModerationStatus,
} from '@sehat/core/forum/moderation-contract';
import { dialogTitles } from '@sehat/core/messages';
import { forumMessages, forumModerationLabels as labels } from '@sehat/core/forum/messages';
import { useDialog, type ConfirmOptions } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import { SelectField } from '#web/components/ui/select-field';
import { failureText } from '../../utils/failure-text';
import { useDecide } from '../api/decide';
import { defaultModerationStatus, useModerationQueue } from '../api/get-moderation-queue';
import { itemRef, ModerationItemCard } from './moderation-item';
import styles from './moderation.module.css';
import { ErrorState } from '#web/components/ui/error-state';

const statusOptions = [
  { value: 'open', label: labels.open },
  { value: 'closed', label: labels.closed },
];
/** Hiding and deleting act on someone's words and tell them; both ask first (ADR 202). */
const confirmations: Partial<Record<ModerationAction, (item: ModerationItem) => ConfirmOptions>> = {
  hide: (item) => ({
    title: labels.hideTitle,
    message: labels.hideConfirm(itemRef(item)),
    confirmLabel: labels.hide,
  }),
  delete: (item) => ({
    title: dialogTitles.confirmDelete,
    message: labels.deleteConfirm(itemRef(item)),
    confirmLabel: labels.delete,
    tone: 'danger',
  }),
};

const done: Record<ModerationAction, string> = {
  keep: labels.kept,
  hide: labels.hiddenDone,
  delete: labels.deleted,
};

/** The queue with its states, and the decisions on each item (Sembunyikan and Hapus ask first). */
export function ModerationQueue({ onDecided }: { onDecided: (message: string) => void }) {
  const [status, setStatus] = useState<ModerationStatus>(defaultModerationStatus);
  const queue = useModerationQueue(status);
  const decision = useDecide();
  const dialog = useDialog();
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = queue.data?.pages[0]?.total ?? 0;

  const decide = async (item: ModerationItem, action: ModerationAction) => {
    const confirmation = confirmations[action];
    if (confirmation && !(await dialog.confirm(confirmation(item)))) return;
    decision.mutate(
      { kind: item.kind, id: item.id, action },
      {
        onSuccess: () => onDecided(done[action]),
        onError: (error) =>
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(forumMessages.moderationFailed, error),
            tone: 'danger',
          }),
      },
    );
  };

  let body;
  if (queue.isPending) body = <LoadingState text={labels.loading} />;
  else if (queue.isError && items.length === 0) {
    body = <ErrorState message={forumMessages.moderationLoadFailed} onRetry={() => void queue.refetch()} />;
  } else if (items.length === 0) {
    body = <p className={styles.state}>{status === 'open' ? labels.emptyOpen : labels.emptyClosed}</p>;
  } else {
    body = (
      <>
        <p className={styles.count}>{labels.showing(items.length, total)}</p>
        <div className={styles.items}>
          {items.map((item) => (
            <ModerationItemCard
              key={`${item.kind}-${item.id}`}
              item={item}
              busy={decision.isPending}
              onDecide={(action) => void decide(item, action)}
            />
          ))}
        </div>
        {queue.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            loading={queue.isFetchingNextPage}
            onClick={() => void queue.fetchNextPage()}
          >
            {labels.loadMore}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="moderation-queue">
      <div className={styles.sectionHeader}>
        <h2 id="moderation-queue" className={styles.sectionTitle}>
          {labels.queueTitle}
        </h2>
        <SelectField
          label={labels.statusLabel}
          options={statusOptions}
          value={status}
          className={styles.status}
          onChange={(event) => setStatus(event.target.value as ModerationStatus)}
        />
      </div>
      {body}
    </section>
  );
}
