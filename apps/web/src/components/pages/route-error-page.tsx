import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CloudOff } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { offlineMessages } from '@sehat/core/offline/messages';
import { paths } from '#web/config/paths';
import { PageContainer } from '../layout/page-container';
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';
import { PageTitle } from '../ui/page-title';
import hidden from '../ui/visually-hidden.module.css';
import { useOnline } from '../layout/use-online';
import { NotFoundPage } from './not-found-page';
import styles from './status-page.module.css';

/**
 * The error boundary of the routes: 404 responses look like the 404 page; anything else
 * (a failed chunk after a deploy, a bug) offers a reload. React Router logs the error. Inside
 * the site's layout without a connection it shows only the page's name: a page that needs the
 * network keeps its code off the device (ADR 235), and the layout's offline notice says what
 * still works.
 */
export function RouteErrorPage({ inSiteLayout = false }: { inSiteLayout?: boolean }) {
  const error = useRouteError();
  const online = useOnline();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  if (notFound) return <NotFoundPage />;
  if (inSiteLayout && !online) {
    return (
      <>
        <PageTitle title={offlineMessages.pageTitle} />
        <h1 className={hidden.hidden}>{offlineMessages.pageTitle}</h1>
      </>
    );
  }
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={labels.errorBoundary.title} />
      <div className={styles.card} role="alert">
        <CloudOff aria-hidden="true" className={styles.icon} />
        <h1 className={styles.cardTitle}>{labels.errorBoundary.title}</h1>
        <p className={styles.cardText}>{labels.errorBoundary.text}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{labels.errorBoundary.reload}</Button>
          <ButtonLink to={paths.Home.getHref()} variant="secondary" reloadDocument>
            {labels.notFound.home}
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  );
}
