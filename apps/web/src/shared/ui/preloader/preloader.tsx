import { PRELOADER_MAX_LETTERS } from '@sportsbook/core/constants/list-size.constants';
import styles from './preloader.module.css';

/** The spinner shows at most 10 letters of text beside it (spec section 9). */
export function preloaderText(text: string): string {
  return Array.from(text).slice(0, PRELOADER_MAX_LETTERS).join('');
}

interface PreloaderProps {
  text?: string;
  size?: 's' | 'm';
}

export function Preloader({ text, size = 's' }: PreloaderProps) {
  return (
    <span className={styles.preloader}>
      <span className={`${styles.spinner} ${size === 'm' ? styles.medium : ''}`} aria-hidden="true" />
      {text ? <span className={styles.text}>{preloaderText(text)}</span> : null}
    </span>
  );
}
