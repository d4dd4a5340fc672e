import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { SportsbookIcon, type SportsbookIconName } from './sportsbook-icon';
import styles from './feed-state.module.css';

/** Nothing to show: a short title, what it means and, where useful, a way on. */
export function EmptyState({
  title,
  text,
  icon = 'empty',
  children,
}: {
  title: string;
  text?: string;
  icon?: SportsbookIconName;
  children?: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <span className={styles.icon}>
        <SportsbookIcon name={icon} size={24} />
      </span>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}

/** The feed did not answer: say so plainly and let the player try again. */
export function ErrorState({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <span className={`${styles.icon} ${styles.error}`}>
        <SportsbookIcon name="refresh" size={24} />
      </span>
      <p className={styles.title}>{t('sportsbook.error.title')}</p>
      <p className={styles.text}>{text ?? t('sportsbook.error.text')}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          {t('sportsbook.error.retry')}
        </Button>
      </div>
    </div>
  );
}
