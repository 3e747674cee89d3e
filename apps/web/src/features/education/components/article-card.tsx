import type { Journal } from '@sehat/core/education/schemas';
import { educationLabels } from '@sehat/core/education/messages';
import { JournalSourceLink } from './journal-source-link';
import styles from './articles.module.css';

/** One journal in the article list: its category, title, quote and source. */
export function ArticleCard({ journal }: { journal: Journal }) {
  return (
    <article className={styles.card} data-category={journal.kategori}>
      <p className={styles.badge}>{educationLabels.categoryNames[journal.kategori]}</p>
      <h3 className={styles.cardTitle}>{journal.judul}</h3>
      <p className={styles.quote}>{journal.kutipan}</p>
      <JournalSourceLink link={journal.link} judul={journal.judul} />
    </article>
  );
}
