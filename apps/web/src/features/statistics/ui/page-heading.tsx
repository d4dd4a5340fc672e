import type { ReactNode } from 'react';
import { TeamMark } from './team-mark';
import styles from './page-heading.module.css';

/** A statistics page's title block: the mark, the name, what kind of page it is and a line of facts. */
export function PageHeading({
  title,
  kind,
  mark = 'team',
  children,
}: {
  title: string;
  kind: string;
  mark?: 'team' | 'champ' | 'none';
  children?: ReactNode;
}) {
  return (
    <header className={styles.heading}>
      {mark === 'none' ? null : <TeamMark name={title} kind={mark} size={48} />}
      <div className={styles.text}>
        <p className={styles.kind}>{kind}</p>
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.facts}>{children}</div> : null}
      </div>
    </header>
  );
}
