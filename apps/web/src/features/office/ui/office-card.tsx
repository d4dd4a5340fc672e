import { useId, type ReactNode } from 'react';
import styles from './office-ui.module.css';

interface OfficeCardProps {
  title?: string;
  description?: string;
  /** Controls beside the title (a "close all" button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One block of an account page: a titled card. */
export function OfficeCard({ title, description, actions, children }: OfficeCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <header className={styles.cardHeader}>
          <div className={styles.cardHeading}>
            {title ? (
              <h2 id={titleId} className={styles.cardTitle}>
                {title}
              </h2>
            ) : null}
            {description ? <p className={styles.cardText}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.cardActions}>{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
