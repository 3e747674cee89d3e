import { useId } from 'react';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import styles from './anonymous-field.module.css';

/** 'Kirim sebagai Anonim': a real checkbox with its hint (who still sees the name). */
export function AnonymousField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        <input
          type="checkbox"
          name="anonymous"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {forumSafetyLabels.anonymous}
      </label>
      <p id={hintId} className={styles.hint}>
        {forumSafetyLabels.anonymousHint}
      </p>
    </div>
  );
}
