import { useState } from 'react';
import { forumModerationLabels as labels } from '@sehat/core/forum/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { ModerationLog } from '../components/moderation-log';
import { ModerationQueue } from '../components/moderation-queue';
import styles from '../components/moderation.module.css';

/** /admin/moderasi: the forum's moderation queue and log. */
export function AdminModerationRoute() {
  const [message, setMessage] = useState('');
  return (
    <PageContainer>
      <PageTitle title={labels.title} />
      <PageHeader title={labels.title}>
        <p>{labels.intro}</p>
      </PageHeader>
      <p className={styles.flash} role="status">
        {message}
      </p>
      <ModerationQueue onDecided={setMessage} />
      <ModerationLog />
    </PageContainer>
  );
}
