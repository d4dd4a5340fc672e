import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../shared/ui/icon/icon';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  icon: IconName;
  eyebrow?: string;
  title: string;
  text?: string;
  /** A large figure above the title, such as 404. */
  code?: string;
  detail?: string;
  children?: ReactNode;
}

/** The one look of every "nothing here (yet)" screen: coming soon, not found, error, blocked. */
export function StatusPanel({ icon, eyebrow, title, text, code, detail, children }: StatusPanelProps) {
  return (
    <section className={styles.panel}>
      <span className={styles.badge}>
        <Icon name={icon} size={28} />
      </span>
      {code ? <p className={styles.code}>{code}</p> : null}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
