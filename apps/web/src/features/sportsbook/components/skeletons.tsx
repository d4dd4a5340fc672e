import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import styles from './skeletons.module.css';

/** A list's shape while its games load: a heading and rows with price cells where prices will be. */
export function EventListSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} role="status" aria-label={t('sportsbook.loading')}>
      <div className={styles.heading}>
        <Skeleton width={180} height={12} />
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton width={40} height={12} />
          <div className={styles.teams}>
            <Skeleton width="62%" height={12} />
            <Skeleton width="48%" height={12} />
          </div>
          <div className={styles.cells}>
            {[0, 1, 2].map((cell) => (
              <Skeleton key={cell} width={58} height={36} radius={6} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The game page while it loads: the score board and market groups. */
export function GameSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.game} role="status" aria-label={t('sportsbook.loading')}>
      <Skeleton height={148} radius={10} />
      <div className={styles.tabs}>
        {[0, 1, 2, 3].map((tab) => (
          <Skeleton key={tab} width={88} height={32} radius={16} />
        ))}
      </div>
      {[0, 1, 2].map((group) => (
        <div key={group} className={styles.group}>
          <Skeleton width={160} height={14} />
          <div className={styles.groupCells}>
            {[0, 1, 2].map((cell) => (
              <Skeleton key={cell} height={40} radius={6} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Menu entries while the sports load. */
export function MenuSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div className={styles.menu} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.menuRow}>
          <Skeleton width={18} height={18} radius={9} />
          <Skeleton width={`${50 + ((i * 17) % 35)}%`} height={12} />
        </div>
      ))}
    </div>
  );
}
