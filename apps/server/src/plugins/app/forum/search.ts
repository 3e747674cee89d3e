import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { searchTerms } from '@sehat/core/forum/search-terms';

/**
 * Full-text match of a search box entry (docs/decisions/0015-forum-search.md): every word
 * must match, either by its Indonesian stem or as the start of a word as written. Terms are
 * letters and digits only, so they cannot carry tsquery syntax. Undefined when nothing to match.
 */
export function searchCondition(searchColumn: AnyColumn, query: string | undefined): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const perTerm = terms.map((term) => {
    const stem = sql`to_tsquery('indonesian'::regconfig, ${`${term}:*`})`;
    const word = sql`to_tsquery('simple'::regconfig, ${`${term}:*`})`;
    // Most words are their own stem: then one prefix term, not the same one twice (which
    // doubles the planner's row estimate and can push it off the index).
    return sql`(case when ${stem} = ${word} then ${word} else ${stem} || ${word} end)`;
  });
  return sql`${searchColumn} @@ (${sql.join(perTerm, sql` && `)})`;
}
