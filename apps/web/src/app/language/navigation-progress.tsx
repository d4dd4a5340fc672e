import { useNavigation } from 'react-router';
import styles from './boot.module.css';

/** A thin bar at the top while a page's code or a language's data loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : <div className={styles.progress} role="progressbar" aria-busy="true" />;
}
