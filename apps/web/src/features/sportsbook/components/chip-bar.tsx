import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './chip-bar.module.css';

export interface Chip {
  id: string;
  label: ReactNode;
  count?: number;
  /** A link (a sport, a championship) or, without one, a filter button. */
  href?: string;
  icon?: ReactNode;
}

/** A row of choices that scrolls sideways on a phone: sports, time windows, market tabs, sub-games. */
export function ChipBar({
  chips,
  active,
  onSelect,
  label,
}: {
  chips: readonly Chip[];
  active: string;
  onSelect?: (id: string) => void;
  label: string;
}) {
  return (
    <nav className={styles.bar} aria-label={label}>
      {chips.map((chip) => {
        const content = (
          <>
            {chip.icon}
            <span className={styles.text}>{chip.label}</span>
            {chip.count !== undefined ? (
              <span className={`${styles.count} tabular`}>{chip.count}</span>
            ) : null}
          </>
        );
        const className = `${styles.chip} ${chip.id === active ? styles.active : ''}`;
        return chip.href ? (
          <Link
            key={chip.id}
            to={chip.href}
            className={className}
            aria-current={chip.id === active ? 'page' : undefined}
          >
            {content}
          </Link>
        ) : (
          <button
            key={chip.id}
            type="button"
            className={className}
            aria-pressed={chip.id === active}
            onClick={() => onSelect?.(chip.id)}
          >
            {content}
          </button>
        );
      })}
    </nav>
  );
}
