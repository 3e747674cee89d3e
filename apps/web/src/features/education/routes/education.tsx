import { BookOpenText } from 'lucide-react';
import { educationLabels } from '@sehat/core/education/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { articleSectionId, paths } from '#web/config/paths';
import { ArticleSection } from '../components/article-section';
import { FeaturedLinks } from '../components/featured-links';
import { TopicCards } from '../components/topic-cards';
import styles from '../components/education.module.css';

/** Pojok Edukasi (spec §2): topic cards, the article section and featured links. */
export function EducationRoute() {
  return (
    <>
      <PageTitle title={educationLabels.title} />
      <div className={styles.hero}>
        <PageContainer className={styles.heroInner}>
          <PageHeader title={educationLabels.title} align="center">
            <p>{educationLabels.intro}</p>
          </PageHeader>
          <ButtonLink to={paths.Education.getHref(articleSectionId)} variant="secondary">
            <BookOpenText aria-hidden="true" size={20} />
            {educationLabels.browseArticles}
          </ButtonLink>
        </PageContainer>
      </div>
      <PageContainer className={styles.page}>
        <TopicCards />
        <div className={styles.layout}>
          <ArticleSection />
          <FeaturedLinks />
        </div>
      </PageContainer>
    </>
  );
}
