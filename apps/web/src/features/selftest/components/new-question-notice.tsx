import { selftestMessages } from '@sehat/core/selftest/messages';
import styles from './questionnaire.module.css';

/** The 5-second notice that an admin added a question while the test is open (spec §4). */
export function NewQuestionNotice({ visible }: { visible: boolean }) {
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div role="status" className={styles.noticeRegion}>
      {visible && <p className={styles.notice}>{selftestMessages.newQuestion}</p>}
    </div>
  );
}
