import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { forumLabels } from '@sehat/core/forum/messages';
import styles from './question-menu.module.css';

type MenuItem = { key: string; label: string; icon: typeof Pencil; onSelect: () => void; danger?: boolean };

/**
 * The ⋮ menu of a question card: Edit (author only) and Hapus (author, or an admin moderating).
 * Arrow keys move between items, Escape or a click elsewhere closes it.
 */
export function QuestionMenu({
  questionTitle,
  onEdit,
  onDelete,
}: {
  questionTitle: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const items: MenuItem[] = [];
  if (onEdit) items.push({ key: 'edit', label: forumLabels.edit, icon: Pencil, onSelect: onEdit });
  if (onDelete) {
    items.push({ key: 'delete', label: forumLabels.delete, icon: Trash2, onSelect: onDelete, danger: true });
  }

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  if (items.length === 0) return null;
  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={`${forumLabels.questionMenu}: ${questionTitle}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <EllipsisVertical aria-hidden="true" size={20} />
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {items.map(({ key, label, icon: Icon, onSelect, danger }) => (
            <button
              key={key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${styles.item} ${danger ? styles.danger : ''}`}
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
                onSelect();
              }}
            >
              <Icon aria-hidden="true" size={16} />
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
