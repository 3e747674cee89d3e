import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serviceLabels, serviceMessages } from '@sehat/core/services/messages';
import type { Position } from '@sehat/core/services/position';
import { PageContainer } from '#web/components/layout/page-container';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths, serviceParams } from '#web/config/paths';
import { useServices } from '../api/get-services';
import { NearMe } from '../components/near-me';
import { ServiceCard } from '../components/service-card';
import { ServiceFilters } from '../components/service-filters';
import { serviceFilterFromSearch, type ServiceFilter } from '../utils/service-filter';
import styles from '../components/services.module.css';

const searchOf = (filter: ServiceFilter) => {
  const search = new URLSearchParams();
  if (filter.province) search.set(serviceParams.province, filter.province);
  if (filter.type) search.set(serviceParams.type, filter.type);
  if (filter.q) search.set(serviceParams.q, filter.q);
  return search;
};

/**
 * /layanan, Layanan Terdekat: services by province, type and place; sorted by distance when
 * the visitor shares their position, which stays in this page.
 */
export function ServicesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = serviceFilterFromSearch(searchParams);
  const [position, setPosition] = useState<Position | null>(null);
  const services = useServices(position ? { ...filter, near: position } : filter);
  const list = services.data?.pages.flatMap((page) => page.services) ?? [];

  let content;
  if (services.isPending) content = <LoadingState text={serviceLabels.loading} />;
  else if (services.isError && !services.data)
    content = (
      <ErrorState
        message={serviceMessages.loadFailed}
        onRetry={() => void services.refetch()}
        retrying={services.isFetching}
      />
    );
  else if (list.length === 0)
    content = (
      <div className={styles.empty}>
        <p>
          <strong>{serviceLabels.empty}</strong>
        </p>
        <p>{serviceLabels.emptyHint}</p>
        <Link to={paths.Services.getHref({ type: 'layanan-telepon' })}>{serviceLabels.phoneLines}</Link>
      </div>
    );
  else
    content = (
      <>
        <p className={styles.count} aria-live="polite">
          {serviceLabels.count(list.length)}
        </p>
        <ul className={styles.list}>
          {list.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        {services.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            onClick={() => void services.fetchNextPage()}
            loading={services.isFetchingNextPage}
          >
            {serviceLabels.loadMore}
          </Button>
        )}
      </>
    );

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={serviceLabels.title} />
      <PageHeader eyebrow={serviceLabels.eyebrow} title={serviceLabels.title}>
        <p>{serviceLabels.intro}</p>
      </PageHeader>
      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <ServiceFilters filter={filter} onSearch={(next) => setSearchParams(searchOf(next))} />
          <NearMe position={position} onPosition={setPosition} />
        </div>
        <div className={styles.results}>{content}</div>
      </div>
    </PageContainer>
  );
}
