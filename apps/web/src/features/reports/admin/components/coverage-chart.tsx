import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { shiftLabels } from '@sehat/core/shifts/messages';
import { reportLabels } from '@sehat/core/reports/messages';
import type { CoveragePoint } from '../utils/coverage-points';
import styles from './reports.module.css';

/** Counsellors on shift and people waiting as bars, the median first response as a line, by hour. */
export default function CoverageChart({ points, title }: { points: CoveragePoint[]; title: string }) {
  return (
    <div className={`${styles.chart} ${styles.coverageChart}`}>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={points} title={title} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} minTickGap={8} />
          <YAxis
            yAxisId="count"
            width={48}
            tickFormatter={(value: number) => shiftLabels.staffedText(value)}
          />
          <YAxis yAxisId="minutes" orientation="right" width={40} />
          <Tooltip />
          <Legend />
          <Bar yAxisId="count" dataKey="staffed" name={shiftLabels.staffed} className={styles.bar} />
          <Bar yAxisId="count" dataKey="waiting" name={shiftLabels.waiting} className={styles.waitingBar} />
          <Line
            yAxisId="minutes"
            dataKey="medianMinutes"
            name={reportLabels.minutesSeries}
            type="monotone"
            connectNulls
            className={styles.line}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
