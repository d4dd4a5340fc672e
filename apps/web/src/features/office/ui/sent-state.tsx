import type { ReactNode } from 'react';
import { Icon } from '../../../shared/ui/icon/icon';
import styles from '../pages/pages.module.css';

/** What a page shows once its request went out: that it did, and what happens next. */
export function SentState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.done} role="status">
      <p className={styles.doneTitle}>
        <Icon name="check" size={20} />
        {title}
      </p>
      <p className={styles.muted}>{text}</p>
      {children}
    </div>
  );
}
