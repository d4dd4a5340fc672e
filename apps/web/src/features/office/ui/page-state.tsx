import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { Icon, type IconName } from '../../../shared/ui/icon/icon';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import styles from './office-ui.module.css';

/** Placeholder rows in the shape of a card of fields, so the page does not jump when data arrives. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton width="40%" height={18} />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton width="30%" height={12} />
          <Skeleton height={36} radius={6} />
        </div>
      ))}
    </div>
  );
}

/** A load that failed: what happened, and a way to try again. */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const failure = toUserError(error, (key) => i18n.exists(key));
  return (
    <div className={styles.state} role="alert">
      <span className={`${styles.stateIcon} ${styles.stateError}`}>
        <Icon name="alert" size={24} />
      </span>
      <p className={styles.stateTitle}>{t('office.state.errorTitle')}</p>
      <p className={styles.stateText}>{failure.text ?? t(failure.messageKey)}</p>
      <Button onClick={onRetry}>{t('page.actions.retry')}</Button>
    </div>
  );
}

interface PageEmptyProps {
  icon: IconName;
  title: string;
  text?: string;
  /** Inside a card already: no frame of its own. */
  plain?: boolean;
  children?: ReactNode;
}

/** Nothing to list yet, said in words rather than with a blank card. */
export function PageEmpty({ icon, title, text, plain, children }: PageEmptyProps) {
  return (
    <div className={`${styles.state} ${plain ? styles.plain : ''}`}>
      <span className={styles.stateIcon}>
        <Icon name={icon} size={24} />
      </span>
      <p className={styles.stateTitle}>{title}</p>
      {text ? <p className={styles.stateText}>{text}</p> : null}
      {children}
    </div>
  );
}
