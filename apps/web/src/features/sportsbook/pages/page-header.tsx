import type { ReactNode } from 'react';
import styles from './pages.module.css';

/** A page's title row: heading, optional line under it and controls at the end. */
export function PageHeader({
  title,
  sub,
  children,
}: {
  title: ReactNode;
  sub?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <h1 className={styles.title}>{title}</h1>
        {sub ? <p className={styles.sub}>{sub}</p> : null}
      </div>
      {children ? <div className={styles.headerEnd}>{children}</div> : null}
    </header>
  );
}
