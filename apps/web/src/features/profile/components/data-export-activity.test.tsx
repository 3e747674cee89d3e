// @vitest-environment happy-dom
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages as m } from '@sehat/core/privacy/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataExportActivity } from './data-export-activity';

afterEach(cleanup);

const chat: DataExport['chat'] = { messages: [], sharedResults: [] };
const forum = (reports: DataExport['forum']['reports']): DataExport['forum'] => ({
  questions: [],
  responses: [],
  votes: [],
  reports,
});

describe('DataExportActivity: the reports the person sent', () => {
  it('names each reported item, the reason in words, the note and the time', () => {
    render(
      <DataExportActivity
        chat={chat}
        forum={forum([
          {
            kind: 'question',
            itemId: 12,
            questionId: 12,
            reason: 'spam',
            note: null,
            createdAt: '2026-11-20T02:00:00.000Z',
          },
          {
            kind: 'response',
            itemId: 34,
            questionId: 12,
            reason: 'menyakiti',
            note: 'Menyarankan obat tanpa resep.',
            createdAt: '2026-11-21T02:00:00.000Z',
          },
        ])}
      />,
    );
    const reports = within(screen.getByRole('region', { name: m.sectionReports }));
    expect(reports.getByText(m.reportOnQuestion(12), { exact: false })).toBeTruthy();
    expect(reports.getByText(m.reportReason(forumSafetyLabels.reasons.spam))).toBeTruthy();
    expect(reports.getByText(m.reportOnResponse(34, 12), { exact: false })).toBeTruthy();
    expect(reports.getByText(m.reportReason(forumSafetyLabels.reasons.menyakiti))).toBeTruthy();
    expect(reports.getByText(m.reportNote('Menyarankan obat tanpa resep.'))).toBeTruthy();
    expect(reports.getAllByRole('article')).toHaveLength(2);
  });

  it('says there are none', () => {
    render(<DataExportActivity chat={chat} forum={forum([])} />);
    expect(within(screen.getByRole('region', { name: m.sectionReports })).getByText(m.none)).toBeTruthy();
  });
});
