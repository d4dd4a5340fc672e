import type { ReactNode } from 'react';
import styles from './specials.module.css';

interface SectionHeroProps {
  title: string;
  lead: string;
  /** An icon or mark for the section. */
  mark?: ReactNode;
  /** Figures under the lead (live now, games, championships). */
  facts?: readonly { label: string; value: number | string }[];
  children?: ReactNode;
}

/** The head of a special section: its name, what it offers and its live figures. */
export function SectionHero({ title, lead, mark, facts = [], children }: SectionHeroProps) {
  return (
    <header className={styles.hero}>
      {mark ? <span className={styles.heroMark}>{mark}</span> : null}
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroLead}>{lead}</p>
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd className="tabular">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {children ? <div className={styles.heroEnd}>{children}</div> : null}
    </header>
  );
}
