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
import { reportLabels } from '@sehat/core/reports/messages';
import type { ChartPoint } from '../utils/chart-points';
import styles from './reports.module.css';

/**
 * Conversations as bars and the median first response as a line. Loaded only on the report page
 * (the library is its own chunk); the table beside it holds every number for screen readers.
 */
export default function ReportChart({ points, title }: { points: ChartPoint[]; title: string }) {
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={points} title={title} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} minTickGap={8} />
          <YAxis yAxisId="count" allowDecimals={false} width={40} />
          <YAxis yAxisId="minutes" orientation="right" width={40} />
          <Tooltip />
          <Legend />
          <Bar
            yAxisId="count"
            dataKey="conversations"
            name={reportLabels.conversations}
            className={styles.bar}
          />
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
