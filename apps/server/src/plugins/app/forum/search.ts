import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { matchesInsideWords, searchTerms } from '@sehat/core/forum/search-terms';

/** The searched columns: the full-text one, and the text as written (title and description). */
export interface SearchColumns {
  search: AnyColumn;
  title: AnyColumn;
  description: AnyColumn;
}

/**
 * Match of a search box entry (ADR 15, ADR 57): every word must match, by its Indonesian stem,
 * as the start of a word as written, or — three letters or more — anywhere inside the text
 * ('emas' finds 'cemas'; the trigram index answers that part). Terms are letters and digits
 * only, so they carry neither tsquery syntax nor LIKE wildcards. Undefined when nothing to match.
 */
export function searchCondition(columns: SearchColumns, query: string | undefined): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  // The expression of forum_questions_text_trgm_idx, so the planner can use it.
  const text = sql`(${columns.title} || ' ' || ${columns.description})`;
  const perTerm = terms.map((term) => {
    const stem = sql`to_tsquery('indonesian'::regconfig, ${`${term}:*`})`;
    const word = sql`to_tsquery('simple'::regconfig, ${`${term}:*`})`;
    // Most words are their own stem: then one prefix term, not the same one twice (which
    // doubles the planner's row estimate and can push it off the index).
    const fullText = sql`${columns.search} @@ (case when ${stem} = ${word} then ${word} else ${stem} || ${word} end)`;
    return matchesInsideWords(term) ? sql`(${fullText} or ${text} ilike ${`%${term}%`})` : fullText;
  });
  return sql.join(perTerm, sql` and `);
}
