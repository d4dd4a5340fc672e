import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { switchHidden, useIsHidden } from './hidden-item';
import styles from './stat-section.module.css';

interface StatSectionProps {
  /** The block's id among hidden items (letters and digits). */
  itemId: string;
  title: string;
  /** Short text beside the title (a season, a count). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A block of a statistics page the visitor can fold away; folded blocks are remembered (hidden items). */
export function StatSection({ itemId, title, aside, children }: StatSectionProps) {
  const { t } = useTranslation();
  const hidden = useIsHidden(itemId);
  const bodyId = useId();
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {aside ? <span className={styles.aside}>{aside}</span> : null}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!hidden}
          aria-controls={bodyId}
          onClick={() => switchHidden(itemId, !hidden)}
        >
          {hidden ? t('statistics.section.show') : t('statistics.section.hide')}
        </button>
      </header>
      {hidden ? null : (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
    </section>
  );
}
