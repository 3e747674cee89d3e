import { useRef, type KeyboardEvent } from 'react';
import styles from './admin-users.module.css';

export type TabItem<K extends string> = { key: K; label: string };

/** ARIA tabs: arrow keys, Home and End move between them; only the selected one is in the tab order. */
export function AdminUsersTabs<K extends string>({
  tabs,
  selected,
  idPrefix,
  label,
  onSelect,
}: {
  tabs: TabItem<K>[];
  selected: K;
  idPrefix: string;
  label: string;
  onSelect: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(node) => {
            if (node) refs.current.set(tab.key, node);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-selected={tab.key === selected}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={tab.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
