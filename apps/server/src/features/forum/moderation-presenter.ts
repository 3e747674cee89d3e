import type {
  ModerationAction,
  ModerationItem,
  ModerationKind,
  ModerationLogEntry,
  ReasonCounts,
} from '@sehat/core/forum/moderation-contract';
import type { ForumReportReason } from '@sehat/core/forum/reports';
import type { ForumModerationAction } from '../../db/schema/index';
import { presentAuthor, type AuthorRecord } from './presenter';

export interface QueueRow {
  kind: ModerationKind;
  id: number;
  questionId: number;
  excerpt: string;
  anonymous: boolean;
  risk: boolean;
  hiddenAt: Date | null;
  reviewedAt: Date | null;
  createdAt: Date;
  author: AuthorRecord;
}

export interface QueueReport {
  questionId: number | null;
  responseId: number | null;
  reason: ForumReportReason;
  note: string | null;
  createdAt: Date;
}

const reportsFor = (row: QueueRow, reports: QueueReport[]) =>
  reports.filter((report) => (row.kind === 'question' ? report.questionId : report.responseId) === row.id);

/** A queue item for admins: the real author (anonymous or not), counts per reason and the notes. */
export function presentModerationItem(row: QueueRow, allReports: QueueReport[]): ModerationItem {
  const reports = reportsFor(row, allReports);
  const reasons: ReasonCounts = { spam: 0, menyakiti: 0, 'data-pribadi': 0, lainnya: 0, bahaya: 0 };
  for (const report of reports) reasons[report.reason] += 1;
  return {
    kind: row.kind,
    id: row.id,
    questionId: row.questionId,
    excerpt: row.excerpt,
    author: presentAuthor(row.author),
    anonymous: row.anonymous,
    reports: reports.length,
    reasons,
    notes: reports.flatMap((report) =>
      report.note
        ? [{ reason: report.reason, note: report.note, createdAt: report.createdAt.toISOString() }]
        : [],
    ),
    risk: row.risk,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface LogRow {
  id: number;
  action: ForumModerationAction;
  targetId: number;
  questionId: number;
  adminId: number | null;
  adminUsername: string;
  createdAt: Date;
  /** Null once the author's account is gone. */
  author: AuthorRecord | null;
  /** Null once the item is gone. */
  excerpt: string | null;
}

export function presentLogEntry(row: LogRow): ModerationLogEntry {
  const [action, kind] = row.action.split('_') as [ModerationAction, ModerationKind];
  return {
    id: row.id,
    action,
    kind,
    itemId: row.targetId,
    questionId: row.questionId,
    excerpt: row.excerpt,
    admin: { id: row.adminId, username: row.adminUsername },
    author: row.author ? presentAuthor(row.author) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
