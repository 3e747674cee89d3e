import { useEffect, useRef } from 'react';
import { MessageCircle, ShieldCheck } from 'lucide-react';
import type { CheckinAnswer } from '@sehat/core/checkins/answers';
import { checkinLabels } from '@sehat/core/checkins/messages';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import { openChat } from '#web/features/chat';
import { useSiteInfo } from '#web/lib/site/site-info';
import styles from './checkins.module.css';

/**
 * After the answer: thanks, and what helps next. A hard answer offers the chat (the team was
 * told); `crisis` shows the crisis contacts at once, the chat among them.
 */
export function AnswerResult({ answer, crisis }: { answer: CheckinAnswer; crisis: boolean }) {
  const { crisisContacts } = useSiteInfo();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const hard = answer === 'berat' || answer === 'bahaya';
  return (
    <section className={crisis ? styles.resultCrisis : styles.result} aria-labelledby="checkin-result">
      <h2 id="checkin-result" ref={heading} tabIndex={-1} className={styles.resultTitle}>
        {checkinLabels.thanks[answer]}
      </h2>
      {crisis && <CrisisContactList contacts={crisisContacts} aftercare={false} />}
      <div className={styles.resultActions}>
        {hard && !crisis && (
          <Button onClick={openChat}>
            <MessageCircle aria-hidden="true" size={18} />
            {checkinLabels.openChat}
          </Button>
        )}
        <ButtonLink variant="secondary" to={paths.SafetyPlan.getHref()}>
          <ShieldCheck aria-hidden="true" size={18} />
          {checkinLabels.openPlan}
        </ButtonLink>
      </div>
    </section>
  );
}
