import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { topicContent } from '@sehat/core/education/topics/index';
import type { EducationTopic } from '@sehat/core/education/topics/topic';
import { educationLabels, topicPageLabels } from '@sehat/core/education/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { HelpSection } from '../components/help-section';
import { RelatedJournals } from '../components/related-journals';
import { ScreeningLink } from '../components/screening-link';
import { TopicBody } from '../components/topic-body';
import { OtherTopics, TestCallToAction } from '../components/topic-footer';
import { TopicSources } from '../components/topic-sources';
import note from '#web/components/ui/note.module.css';
import styles from '../components/topic.module.css';

/** A topic page (/edukasi/neurosis … /edukasi/anxiety): its content comes from core's topic data. */
export function TopicRoute({ topic }: { topic: EducationTopic }) {
  const content = topicContent[topic];
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={content.title} />
      <div className={styles.intro}>
        <nav aria-label={topicPageLabels.breadcrumb}>
          <ol className={styles.breadcrumb}>
            <li>
              <Link to={paths.Education.getHref()}>{educationLabels.title}</Link>
            </li>
            <li aria-current="page">{content.title}</li>
          </ol>
        </nav>
        <PageHeader title={content.title}>
          <p>{content.summary}</p>
        </PageHeader>
        <p className={`${note.note} ${styles.disclaimer}`}>
          <Info aria-hidden="true" size={18} />
          {topicPageLabels.disclaimer}
        </p>
      </div>
      <ScreeningLink topic={topic} />
      <TopicBody topic={content} />
      <HelpSection />
      <RelatedJournals category={content.journalCategory} />
      <TestCallToAction />
      <TopicSources sources={content.sources} />
      <OtherTopics current={topic} />
    </PageContainer>
  );
}
