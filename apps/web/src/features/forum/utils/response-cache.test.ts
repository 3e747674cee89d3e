import type { InfiniteData } from '@tanstack/react-query';
import type { ForumResponse, ResponsePage } from '@sehat/core/forum/contract';
import { describe, expect, it } from 'vitest';
import { withResponseAdded, withResponseRemoved, withResponseReplaced, withVote } from './response-cache';

const response = (id: number, text = `Tanggapan ${id}`): ForumResponse => ({
  id,
  questionId: 7,
  user: { id: 1, username: 'sari', photoUrl: null },
  anonymous: false,
  mine: false,
  hidden: false,
  text,
  vote: 0,
  userVoted: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});

const loaded = (
  pages: { ids: number[]; nextCursor: string | null }[],
  total: number,
): InfiniteData<ResponsePage> => ({
  pages: pages.map(({ ids, nextCursor }) => ({
    responses: ids.map((id) => response(id)),
    total,
    nextCursor,
  })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)),
});

const idsOf = (data: InfiniteData<ResponsePage>) => data.pages.map((page) => page.responses.map((r) => r.id));

describe('the loaded responses, written from the server’s answers', () => {
  it('puts a new response last when every page is loaded, and counts it on every page', () => {
    const data = withResponseAdded(
      loaded(
        [
          { ids: [1, 2], nextCursor: 'c1' },
          { ids: [3], nextCursor: null },
        ],
        3,
      ),
      response(9),
    );
    expect(idsOf(data)).toEqual([
      [1, 2],
      [3, 9],
    ]);
    expect(data.pages.map((page) => page.total)).toEqual([4, 4]);
  });

  it('only counts a new response while later pages are not loaded yet, so it is not shown out of place', () => {
    const data = withResponseAdded(loaded([{ ids: [1, 2], nextCursor: 'c1' }], 5), response(9));
    expect(idsOf(data)).toEqual([[1, 2]]);
    expect(data.pages[0]!.total).toBe(6);
  });

  it('does not show a response twice when it is already in the list', () => {
    const data = withResponseAdded(loaded([{ ids: [1, 9], nextCursor: null }], 2), response(9));
    expect(idsOf(data)).toEqual([[1, 9]]);
  });

  it('replaces an edited response in place', () => {
    const data = withResponseReplaced(loaded([{ ids: [1, 2], nextCursor: null }], 2), response(2, 'Diubah'));
    expect(data.pages[0]!.responses.map((r) => r.text)).toEqual(['Tanggapan 1', 'Diubah']);
  });

  it('removes a deleted response and lowers the count', () => {
    const data = withResponseRemoved(
      loaded(
        [
          { ids: [1, 2], nextCursor: 'c1' },
          { ids: [3], nextCursor: null },
        ],
        3,
      ),
      2,
    );
    expect(idsOf(data)).toEqual([[1], [3]]);
    expect(data.pages.map((page) => page.total)).toEqual([2, 2]);
  });

  it('writes a vote’s count and state on its response only', () => {
    const data = withVote(loaded([{ ids: [1, 2], nextCursor: null }], 2), 2, 4, true);
    expect(data.pages[0]!.responses.map((r) => [r.vote, r.userVoted])).toEqual([
      [0, false],
      [4, true],
    ]);
  });
});
