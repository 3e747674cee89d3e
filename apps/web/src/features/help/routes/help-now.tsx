import { Clock, HeartHandshake, LifeBuoy, MessageCircle } from 'lucide-react';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { closedNowText, weeklySummary } from '@sehat/core/service-hours/describe';
import { helpNowMessages } from '@sehat/core/help/messages';
import { crisisMessages } from '@sehat/core/messages';
import { CounsellorButton } from '#web/components/crisis/counsellor-button';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { useServiceHours } from '#web/features/service-hours';
import { useSiteInfo } from '#web/lib/site/site-info';
import { useNow } from '#web/lib/use-now';
import styles from './help-now.module.css';

/**
 * "Butuh bantuan sekarang?" (issue 32 item 2): what the header and footer of every page lead
 * to. A plain page, rendered on the server, so the numbers work before the app has started
 * and without JavaScript: the services first, then the counsellors, then help for someone else.
 */
export function HelpNowRoute() {
  const { crisisContacts } = useSiteInfo();
  const hours = useServiceHours();
  const now = useNow(60_000);
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={helpNowMessages.title} />
      <PageHeader eyebrow={helpNowMessages.eyebrow} title={helpNowMessages.title}>
        <p>{helpNowMessages.intro}</p>
      </PageHeader>
      <section className={styles.services} aria-labelledby="help-services">
        <h2 id="help-services" className={styles.heading}>
          <LifeBuoy aria-hidden="true" size={22} />
          {helpNowMessages.servicesTitle}
        </h2>
        <CrisisContactList contacts={crisisContacts} withoutChat />
        <p className={styles.danger}>{crisisMessages.danger}</p>
      </section>
      <section className={styles.section} aria-labelledby="help-counsellor">
        <h2 id="help-counsellor" className={styles.heading}>
          <MessageCircle aria-hidden="true" size={22} />
          {helpNowMessages.counsellorTitle}
        </h2>
        <p className={styles.hours}>
          <Clock aria-hidden="true" size={18} />
          {counsellorEntryLabels.hoursNow(weeklySummary(hours), closedNowText(hours, now))}
        </p>
        <div>
          <CounsellorButton />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="help-someone-else">
        <h2 id="help-someone-else" className={styles.heading}>
          <HeartHandshake aria-hidden="true" size={22} />
          {helpNowMessages.someoneElseTitle}
        </h2>
        <p>{helpNowMessages.someoneElse}</p>
      </section>
    </PageContainer>
  );
}
