import { useEffect, useId, useRef, useState } from 'react';

/**
 * Whether the case column beside the thread is open, for editing the summary, for the notes,
 * or both (ADR 217). Closing it moves the summary back above the thread, so focus goes back to
 * the toggle that was used last, in its new place.
 */
export function useCaseColumn() {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const open = editing || notesOpen;
  const lastToggle = useRef<'edit' | 'notes'>('notes');
  const wasOpen = useRef(open);

  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(toggleId(id, lastToggle.current))?.focus();
    wasOpen.current = open;
  }, [open, id]);

  return {
    id,
    open,
    editing,
    notesOpen,
    toggleEditing: () => {
      lastToggle.current = 'edit';
      setEditing((now) => !now);
    },
    doneEditing: () => {
      lastToggle.current = 'edit';
      setEditing(false);
    },
    toggleNotes: () => {
      lastToggle.current = 'notes';
      setNotesOpen((now) => !now);
    },
  };
}

/** The id of the column's toggle for editing or for the notes. */
export const toggleId = (columnId: string, toggle: 'edit' | 'notes') => `${columnId}-${toggle}`;
