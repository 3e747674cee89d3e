import type { ReactNode } from 'react';
import styles from './data-table.module.css';
import visuallyHidden from './visually-hidden.module.css';

/** The cell that heads a row's card on phones (no column label beside it). */
export const primaryCellClass = styles.primaryCell;

/**
 * An admin table: a visually hidden caption, one header row, and the caller's rows. Each `<td>`
 * carries `data-label={column}`, which labels it when the rows stack as cards on phones.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption className={visuallyHidden.hidden}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
