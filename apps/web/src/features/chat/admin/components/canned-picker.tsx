import { cannedResponseLabels } from '@sehat/core/chat/messages';
import type { CannedPicker } from '../hooks/use-canned-picker';
import styles from './canned-picker.module.css';

/**
 * The '/' list above the inbox composer: a listbox whose active option the message field
 * names (aria-activedescendant), so focus stays in the field. Clicking an option inserts it.
 */
export function CannedPickerList({ picker }: { picker: CannedPicker }) {
  if (!picker.open) return null;
  return (
    <div className={styles.picker}>
      {picker.matches.length === 0 ? (
        <p className={styles.empty} role="status">
          {cannedResponseLabels.noMatch}
        </p>
      ) : (
        <ul
          id={picker.listId}
          role="listbox"
          aria-label={cannedResponseLabels.listLabel}
          className={styles.list}
        >
          {picker.matches.map((response, index) => (
            <li
              key={response.id}
              id={picker.optionId(index)}
              role="option"
              aria-selected={index === picker.active}
              className={styles.option}
              // Keeps focus (and the caret) in the message field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => picker.choose(response)}
            >
              <span className={styles.title}>{response.title}</span>
              <span className={styles.text}>{response.text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
