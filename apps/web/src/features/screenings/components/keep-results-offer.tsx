import { useState } from 'react';
import { Smartphone } from 'lucide-react';
import { keepResultsMessages } from '@sehat/core/screenings/messages';
import { useSession } from '#web/lib/auth/session';
import { useKeepResults, type KeepableResult } from '../api/keep-results';
import { removeLocalResults, useLocalResults } from '../utils/local-results-store';
import { clearTestState, storedResult, useTestState } from '#web/features/selftest';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import styles from '#web/components/screenings/device-results.module.css';

/**
 * After login or registration, the results this device holds from before (SRQ-29, PHQ-9 and
 * GAD-7, each with its claim token) are offered to the account: kept with one tap, or removed
 * from the device. Nothing moves unasked.
 */
export function KeepResultsOffer({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { user } = useSession();
  const local = useLocalResults();
  const testState = useTestState();
  const keep = useKeepResults(user?.id ?? 0);
  const dialog = useDialog();
  const [done, setDone] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const srq29 = storedResult(testState);
  const srq29Keepable: KeepableResult[] =
    user && testState.userId === user.id && srq29?.claimToken && srq29.id !== undefined
      ? [{ code: 'srq29', id: srq29.id, claimToken: srq29.claimToken }]
      : [];
  const offered: KeepableResult[] = [...srq29Keepable, ...local];

  if (!user || (offered.length === 0 && !done)) return null;
  if (offered.length === 0) return <FormAlert tone="success" message={done} />;

  const onKeep = () =>
    keep.mutate(offered, {
      onSuccess: ({ kept }) => {
        const gone = offered.length - kept.length;
        setDone(
          gone === 0
            ? keepResultsMessages.kept(kept.length)
            : keepResultsMessages.partlyKept(kept.length, gone),
        );
      },
    });
  const onDiscard = async () => {
    const confirmed = await dialog.confirm({
      message: keepResultsMessages.discardConfirm,
      confirmLabel: keepResultsMessages.discardConfirmButton,
      tone: 'danger',
    });
    if (!confirmed) return;
    removeLocalResults(local.map((r) => r.id));
    if (srq29Keepable.length > 0) clearTestState();
    setDone(keepResultsMessages.discarded);
  };

  return (
    <section className={styles.offer} aria-labelledby="keep-results-title">
      <Heading id="keep-results-title" className={styles.title}>
        <Smartphone aria-hidden="true" size={20} />
        {keepResultsMessages.title}
      </Heading>
      <p>{keepResultsMessages.text(offered.length)}</p>
      <FormAlert message={keep.isError ? keepResultsMessages.failed : null} />
      <div className={styles.actions}>
        <Button onClick={onKeep} loading={keep.isPending}>
          {keepResultsMessages.keep}
        </Button>
        <Button variant="secondary" onClick={() => void onDiscard()} disabled={keep.isPending}>
          {keepResultsMessages.discard}
        </Button>
      </div>
    </section>
  );
}
