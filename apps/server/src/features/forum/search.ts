import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { matchesInsideWords, searchTerms } from '@sehat/core/forum/search-terms';

/** The searched columns: the full-text one, and the lower-cased text (title and description). */
export interface SearchColumns {
  search: AnyColumn;
  searchText: AnyColumn;
}

/**
 * A search box entry as SQL: the condition, with each word a placeholder; `values` binds them.
 * `shape` names what changes the condition's text (how many words, and which match inside
 * words), so statements built for one entry serve every entry of the same shape (ADR 103).
 */
export interface SearchFilter {
  condition: SQL;
  shape: string;
  values: Record<string, string>;
}

/**
 * Match of a search box entry (ADRs 15, 57, 103): every word must match. A word of three letters
 * or more matches anywhere inside the text ('emas' finds 'cemas', 'ketaku' finds 'Ketakutan'; the
 * trigram index answers that part) or by its Indonesian stem ('didengar' finds 'mendengar'). A
 * shorter word matches the start of a word, as written or by its stem. Terms are letters and
 * digits only, so they carry neither tsquery syntax nor LIKE wildcards. Undefined when nothing
 * to match.
 */
export function searchFilter(columns: SearchColumns, query: string | undefined): SearchFilter | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const values: Record<string, string> = {};
  const perTerm = terms.map((term, i) => {
    if (matchesInsideWords(term)) {
      values[`term${i}`] = term;
      values[`inside${i}`] = `%${term}%`;
      // lower() on both sides is what ILIKE does; the text's side is stored (ADR 103).
      return sql`(${columns.search} @@ to_tsquery('indonesian'::regconfig, ${sql.placeholder(`term${i}`)})
        or ${columns.searchText} like lower(${sql.placeholder(`inside${i}`)}))`;
    }
    values[`start${i}`] = `${term}:*`;
    const stem = sql`to_tsquery('indonesian'::regconfig, ${sql.placeholder(`start${i}`)})`;
    const word = sql`to_tsquery('simple'::regconfig, ${sql.placeholder(`start${i}`)})`;
    // Most words are their own stem: then one prefix term, not the same one twice (which
    // doubles the planner's row estimate and can push it off the index).
    return sql`${columns.search} @@ (case when ${stem} = ${word} then ${word} else ${stem} || ${word} end)`;
  });
  return {
    condition: sql.join(perTerm, sql` and `),
    shape: terms.map((term) => (matchesInsideWords(term) ? 'w' : 's')).join(''),
    values,
  };
}
