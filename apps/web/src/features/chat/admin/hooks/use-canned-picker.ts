import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { CannedResponse } from '@sehat/core/chat/canned-responses';
import { filterCannedResponses, slashQuery } from '../utils/canned-filter';

export interface CannedPicker {
  open: boolean;
  matches: CannedResponse[];
  active: number;
  listId: string;
  optionId: (index: number) => string;
  choose: (response: CannedResponse) => void;
  /** Handles the list's keys first; true when the key was used and must not send. */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** What the message field carries while the list belongs to it (listbox pattern). */
  fieldProps: {
    'aria-autocomplete'?: 'list';
    'aria-controls'?: string;
    'aria-activedescendant'?: string;
  };
}

/**
 * The '/' list of the inbox composer: typing '/' first opens the team's prepared answers,
 * filtered by what follows; arrows move, Enter inserts (replacing the '/query'), Escape
 * closes until the text changes. Inert when `responses` is undefined (the user's popup).
 */
export function useCannedPicker(
  text: string,
  setText: (text: string) => void,
  responses: readonly CannedResponse[] | undefined,
): CannedPicker {
  const listId = useId();
  const query = slashQuery(text);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const [cursor, setCursor] = useState({ query, index: 0 });
  const matches = useMemo(
    () => (responses && query !== null ? filterCannedResponses(responses, query) : []),
    [responses, query],
  );
  const open = responses !== undefined && query !== null && dismissedAt !== text;
  const active = cursor.query === query ? Math.min(cursor.index, Math.max(matches.length - 1, 0)) : 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (response: CannedResponse) => {
    setText(response.text);
    setDismissedAt(null);
  };

  const move = (step: number) =>
    setCursor({ query, index: (active + step + matches.length) % matches.length });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing) return false;
    const chosen = matches[active];
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && matches.length > 0) {
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.shiftKey && chosen) {
      choose(chosen);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the screen or popup around it.
      event.stopPropagation();
      setDismissedAt(text);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return {
    open,
    matches,
    active,
    listId,
    optionId,
    choose,
    onKeyDown,
    fieldProps: open
      ? {
          'aria-autocomplete': 'list',
          'aria-controls': listId,
          ...(matches.length > 0 ? { 'aria-activedescendant': optionId(active) } : {}),
        }
      : {},
  };
}
