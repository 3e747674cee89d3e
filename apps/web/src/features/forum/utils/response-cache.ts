import type { InfiniteData } from '@tanstack/react-query';
import type { ForumResponse, ResponsePage } from '@sehat/core/forum/contract';

type LoadedPages = InfiniteData<ResponsePage>;

/** Every loaded response through `change` (null drops it); every page's total moved by `totalDelta`. */
function mapLoaded(
  data: LoadedPages,
  change: (response: ForumResponse) => ForumResponse | null,
  totalDelta = 0,
): LoadedPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      total: page.total + totalDelta,
      responses: page.responses.flatMap((response) => change(response) ?? []),
    })),
  };
}

/**
 * The server's answer to a new response, written into a loaded list. Both orders put a new,
 * unvoted response last, so it joins the last page once every page is loaded; otherwise only the
 * count rises and the response comes with the page that holds it.
 */
export function withResponseAdded(data: LoadedPages, response: ForumResponse): LoadedPages {
  const counted = mapLoaded(data, (r) => r, 1);
  const last = counted.pages.at(-1);
  if (!last || last.nextCursor !== null || last.responses.some((r) => r.id === response.id)) return counted;
  return {
    ...counted,
    pages: [...counted.pages.slice(0, -1), { ...last, responses: [...last.responses, response] }],
  };
}

export const withResponseReplaced = (data: LoadedPages, response: ForumResponse): LoadedPages =>
  mapLoaded(data, (r) => (r.id === response.id ? response : r));

export const withResponseRemoved = (data: LoadedPages, id: number): LoadedPages =>
  mapLoaded(data, (r) => (r.id === id ? null : r), -1);

/** A vote's answer (new count, added or removed) on the response it was for. */
export const withVote = (data: LoadedPages, id: number, vote: number, voted: boolean): LoadedPages =>
  mapLoaded(data, (r) => (r.id === id ? { ...r, vote, userVoted: voted } : r));
