import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { JournalCategory } from '@sehat/core/education/limits';
import { educationMessages, topicPageLabels } from '@sehat/core/education/messages';
import { LoadingState } from '#web/components/ui/loading-state';
import { articleSectionId, paths } from '#web/config/paths';
import { useRelatedJournals } from '../api/get-journals';
import { JournalSourceLink } from './journal-source-link';
import { ListEmpty, ListError } from './list-state';
import styles from './topic.module.css';

/** The newest journals of the topic's category, and a link to all of them. */
export function RelatedJournals({ category }: { category: JournalCategory }) {
  const query = useRelatedJournals(category);
  let content;
  if (query.isPending) content = <LoadingState text={topicPageLabels.loadingJournals} />;
  else if (query.isError) {
    content = (
      <ListError
        title={educationMessages.journalsFailedTitle}
        text={educationMessages.journalsFailedText}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.journals.length === 0) content = <ListEmpty text={educationMessages.journalsEmpty} />;
  else {
    content = (
      <ul className={styles.related}>
        {query.data.journals.map((journal) => (
          <li key={journal.id} className={styles.relatedItem}>
            <h3>{journal.judul}</h3>
            <p>{journal.kutipan}</p>
            <JournalSourceLink link={journal.link} judul={journal.judul} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.block} aria-labelledby="topic-related">
      <h2 id="topic-related">{topicPageLabels.relatedTitle}</h2>
      {content}
      <Link to={paths.Education.getHref(articleSectionId, category)} className={styles.allLink}>
        {topicPageLabels.allArticles}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </section>
  );
}
