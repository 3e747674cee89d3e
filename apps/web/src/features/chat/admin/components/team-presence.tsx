import { counsellorServiceLabels } from '@sehat/core/chat/messages';
import { useCounsellors } from '../api/update-conversation';
import { PresenceDot } from './presence-dot';
import styles from './team-presence.module.css';

const order = { online: 0, away: 1, offline: 2 } as const;

/** In the inbox: who of the team is online, away or offline, and how many open conversations each holds. */
export function TeamPresence() {
  const counsellors = useCounsellors();
  const online = counsellors.data?.filter((c) => c.presence === 'online').length ?? 0;
  let body;
  if (counsellors.isPending) body = null;
  else if (counsellors.isError)
    body = <p className={styles.state}>{counsellorServiceLabels.teamLoadFailed}</p>;
  else if (counsellors.data.length === 0)
    body = <p className={styles.state}>{counsellorServiceLabels.teamEmpty}</p>;
  else {
    const team = [...counsellors.data].sort((a, b) => order[a.presence] - order[b.presence]);
    body = (
      <ul className={styles.list}>
        {team.map((member) => (
          <li key={member.id} className={styles.member}>
            <PresenceDot presence={member.presence} />
            <span className={styles.name}>{member.fullName}</span>
            <span className={styles.meta}>
              {counsellorServiceLabels.presence[member.presence]} ·{' '}
              {counsellorServiceLabels.openConversations(member.openConversations)}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <details className={styles.team}>
      <summary className={styles.summary}>{counsellorServiceLabels.teamSummary(online)}</summary>
      {body}
    </details>
  );
}
