import type { ReactNode } from 'react';
import styles from './info-list.module.css';

export interface InfoRow {
  label: string;
  value: ReactNode;
  /** Something to do about the value (confirm, change). */
  action?: ReactNode;
}

/** Label and value pairs of an account page, read as a description list. */
export function InfoList({ rows }: { rows: readonly InfoRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
          {row.action ? <dd className={styles.action}>{row.action}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** A small state mark beside a value: confirmed, not confirmed, current. */
export function StatusBadge({ tone, children }: { tone: 'ok' | 'warn' | 'neutral'; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
