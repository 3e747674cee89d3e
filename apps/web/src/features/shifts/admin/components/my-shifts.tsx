import { shiftLabels } from '@sehat/core/shifts/messages';
import { shiftDayName, shiftSpan, type Shift } from '@sehat/core/shifts/week';
import styles from './shifts.module.css';

/** A staff member's own shifts, read-only (counsellors cannot change the week). */
export function MyShifts({ shifts }: { shifts: readonly Shift[] }) {
  return (
    <section className={styles.mine} aria-labelledby="my-shifts-title">
      <h2 id="my-shifts-title" className={styles.mineTitle}>
        {shiftLabels.myShiftsTitle}
      </h2>
      {shifts.length === 0 ? (
        <p className={styles.empty}>{shiftLabels.myShiftsEmpty}</p>
      ) : (
        <ul className={styles.mineList}>
          {shifts.map((shift) => (
            <li key={`${shift.day}-${shift.start}`}>
              <span className={styles.mineDay}>{shiftDayName(shift.day)}</span> {shiftSpan(shift)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
