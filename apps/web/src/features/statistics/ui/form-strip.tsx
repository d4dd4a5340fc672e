import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './form-strip.module.css';

const CLASS = { W: styles.win, D: styles.draw, L: styles.loss } as const;
type Letter = keyof typeof CLASS;

/** Recent results as coloured letters (W, D, L in the page's language), newest first as given. */
export function FormStrip({ form, label }: { form: string | readonly string[]; label?: string }) {
  const { t } = useTranslation();
  const letters = [...form].filter((letter): letter is Letter => letter in CLASS);
  if (letters.length === 0) return <span className={styles.none}>—</span>;
  const names = letters.map((letter) => t(`statistics.result.${letter}`));
  return (
    <span className={styles.strip} role="img" aria-label={`${label ? `${label}: ` : ''}${names.join(', ')}`}>
      {letters.map((letter, index) => (
        <span key={index} className={`${styles.letter} ${CLASS[letter]}`} aria-hidden="true">
          {t(`statistics.result.short.${letter}`)}
        </span>
      ))}
    </span>
  );
}
