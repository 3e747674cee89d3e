import { useId } from 'react';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import { useDataSaver } from '#web/lib/data-saver/data-saver-store';
import styles from './data-saver-switch.module.css';

/** The footer's "Hemat data" switch: a device setting, like the theme (ADR 206). */
export function DataSaverSwitch() {
  const { on, choose } = useDataSaver();
  const hintId = useId();
  return (
    <div className={styles.wrap}>
      <label className={styles.label}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={on}
          aria-describedby={hintId}
          onChange={(event) => choose(event.target.checked)}
        />
        {dataSaverLabels.toggle}
      </label>
      <p id={hintId} className={styles.hint}>
        {dataSaverLabels.hint}
      </p>
    </div>
  );
}
