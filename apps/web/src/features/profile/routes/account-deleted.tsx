import { Link } from 'react-router';
import { CircleCheck, LifeBuoy } from 'lucide-react';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import styles from './account-deleted.module.css';

/** Where deleting one's account ends: it is done, and what went (issue 39 item 5). */
export function AccountDeletedRoute() {
  return (
    <PageContainer width="medium">
      <PageTitle title={privacyMessages.deletedTitle} />
      <PageHeader title={privacyMessages.deletedTitle} />
      <div className={styles.card}>
        <p className={styles.intro}>{privacyMessages.deletedIntro}</p>
        <ul className={styles.list}>
          {privacyMessages.deletedData.map((item) => (
            <li key={item}>
              <CircleCheck aria-hidden="true" size={18} />
              {item}
            </li>
          ))}
        </ul>
        <p className={styles.help}>
          {privacyMessages.deletedHelp}{' '}
          <Link to={paths.HelpNow.getHref()}>
            <LifeBuoy aria-hidden="true" size={16} />
            {privacyMessages.deletedHelpLink}
          </Link>
        </p>
        <ButtonLink to={paths.Home.getHref()}>{privacyMessages.deletedHome}</ButtonLink>
      </div>
    </PageContainer>
  );
}
