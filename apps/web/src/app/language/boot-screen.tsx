import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import styles from './boot.module.css';

/** The first paint while configuration, session and dictionary load: the layout's shape, no text. */
export function BootScreen() {
  return (
    <div className={styles.boot} aria-busy="true">
      <div className={styles.header} />
      <div className={styles.nav} />
      <div className={styles.shell}>
        <div className={styles.side}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={20} />
          ))}
        </div>
        <div className={styles.main}>
          <Skeleton height={220} radius={10} />
          <Skeleton height={64} radius={10} />
          <Skeleton height={320} radius={10} />
        </div>
        <div className={styles.side}>
          <Skeleton height={240} radius={10} />
        </div>
      </div>
    </div>
  );
}
