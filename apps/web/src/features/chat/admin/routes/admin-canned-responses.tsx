import { useState } from 'react';
import { Plus } from 'lucide-react';
import { cannedResponseLimits } from '@sehat/core/chat/canned-responses';
import { cannedResponseLabels, cannedResponseMessages } from '@sehat/core/chat/messages';
import { InboxSubpage } from '#web/components/layout/inbox-subpage';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { useCannedResponses, useSaveCannedResponse } from '../api/canned-responses';
import { CannedResponseForm } from '../components/canned-response-form';
import { CannedResponseItem } from '../components/canned-response-item';
import styles from '../components/canned-responses.module.css';

/** /admin/chat/jawaban-cepat: the team's prepared answers, offered by '/' in the inbox. */
export function AdminCannedResponsesRoute() {
  const responses = useCannedResponses();
  const create = useSaveCannedResponse();
  // 'new' while adding, an id while editing that answer.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = responses.data ?? [];
  const full = list.length >= cannedResponseLimits.countMax;

  let content;
  if (responses.isPending) content = <LoadingState text={cannedResponseLabels.loading} />;
  else if (responses.isError)
    content = (
      <ErrorState
        message={cannedResponseMessages.loadFailed}
        onRetry={() => void responses.refetch()}
        retrying={responses.isFetching}
      />
    );
  else
    content = (
      <>
        <p className={styles.count}>
          {cannedResponseLabels.count(list.length, cannedResponseLimits.countMax)}
        </p>
        {list.length === 0 && editing !== 'new' && (
          <p className={styles.empty}>{cannedResponseLabels.empty}</p>
        )}
        <ul className={styles.list} aria-label={cannedResponseLabels.listLabel}>
          {list.map((response) => (
            <CannedResponseItem
              key={response.id}
              response={response}
              editing={editing === response.id}
              onEdit={() => setEditing(response.id)}
              onDone={() => setEditing(null)}
              onError={setError}
            />
          ))}
        </ul>
      </>
    );

  return (
    <InboxSubpage
      title={cannedResponseLabels.pageTitle}
      intro={cannedResponseLabels.pageIntro}
      back={cannedResponseLabels.backToInbox}
    >
      <FormAlert message={error} />
      {editing === 'new' ? (
        <CannedResponseForm
          heading={cannedResponseLabels.addTitle}
          initial={{ title: '', text: '' }}
          pending={create.isPending}
          onSubmit={(body) => create.mutateAsync({ id: null, body }).then(() => setEditing(null))}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          className={styles.add}
          onClick={() => setEditing('new')}
          disabled={!responses.isSuccess || full}
        >
          <Plus aria-hidden="true" size={18} />
          {cannedResponseLabels.add}
        </Button>
      )}
      {content}
    </InboxSubpage>
  );
}
