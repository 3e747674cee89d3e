// @vitest-environment happy-dom
import { formatFileSize } from '@sehat/core/chat/file-rules';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
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
    const reports = within(screen.getByRole('region', { name: privacyMessages.sectionReports }));
    expect(reports.getByText(privacyMessages.reportOnQuestion(12), { exact: false })).toBeTruthy();
    expect(reports.getByText(privacyMessages.reportReason(forumSafetyLabels.reasons.spam))).toBeTruthy();
    expect(reports.getByText(privacyMessages.reportOnResponse(34, 12), { exact: false })).toBeTruthy();
    expect(reports.getByText(privacyMessages.reportReason(forumSafetyLabels.reasons.menyakiti))).toBeTruthy();
    expect(reports.getByText(privacyMessages.reportNote('Menyarankan obat tanpa resep.'))).toBeTruthy();
    expect(reports.getAllByRole('article')).toHaveLength(2);
  });

  it('names the question each response answers and links each chat file', () => {
    render(
      <DataExportActivity
        forum={{
          ...forum([]),
          responses: [
            {
              id: 5,
              questionId: 12,
              questionTitle: 'Sulit tidur menjelang ujian',
              text: 'Coba kurangi kopi.',
              anonymous: false,
              createdAt: '2026-11-20T02:00:00.000Z',
              updatedAt: '2026-11-20T02:00:00.000Z',
            },
          ],
        }}
        chat={{
          sharedResults: [],
          messages: [
            {
              id: 9,
              senderRole: 'user',
              message: 'hasil-lab.pdf',
              type: 'file',
              file: {
                name: 'hasil-lab.pdf',
                size: 2048,
                mime: 'application/pdf',
                url: 'https://contoh.id/api/chat/files/9',
              },
              createdAt: '2026-11-20T03:00:00.000Z',
            },
          ],
        }}
      />,
    );
    const responses = within(screen.getByRole('region', { name: privacyMessages.sectionResponses }));
    expect(
      responses.getByText(privacyMessages.onQuestion('Sulit tidur menjelang ujian'), { exact: false }),
    ).toBeTruthy();
    const chatSection = within(screen.getByRole('region', { name: privacyMessages.sectionChat }));
    const link = chatSection.getByRole('link', {
      name: privacyMessages.file('hasil-lab.pdf', formatFileSize(2048)),
    });
    expect(link.getAttribute('href')).toBe('https://contoh.id/api/chat/files/9');
  });

  it('says there are none', () => {
    render(<DataExportActivity chat={chat} forum={forum([])} />);
    expect(
      within(screen.getByRole('region', { name: privacyMessages.sectionReports })).getByText(
        privacyMessages.none,
      ),
    ).toBeTruthy();
  });
});
