import { GuardedOutlet } from '../guard/guarded-outlet';
import styles from './bare-layout.module.css';

/** Pop-up windows (statistics) show only their page: no header, menus or footer. */
export function BareLayout() {
  return (
    <main className={styles.bare}>
      <GuardedOutlet />
    </main>
  );
}
