import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { FavouriteStar } from './favourite-star';
import { SportIcon } from './sport-icon';
import { SportsbookIcon } from './sportsbook-icon';
import styles from './event-list.module.css';

export interface ChampHeaderProps {
  champId: number;
  sportId: number;
  name: string;
  count: number;
  /** The championship's own page; none when the list is that page. */
  href?: string;
  draw: boolean;
  collapsed?: boolean;
  onToggle?: () => void;
}

/** A championship's heading in a list: its name, favourite star and the headings of the price columns. */
export function ChampHeader({
  champId,
  sportId,
  name,
  count,
  href,
  draw,
  collapsed,
  onToggle,
}: ChampHeaderProps) {
  const { t } = useTranslation();
  const title = href ? (
    <Link to={href} className={styles.champLink}>
      {name}
    </Link>
  ) : (
    <span className={styles.champLink}>{name}</span>
  );
  return (
    <div className={styles.champ} data-champ={champId}>
      <div className={styles.champName}>
        {onToggle ? (
          <button
            type="button"
            className={styles.collapse}
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? 'sportsbook.list.expand' : 'sportsbook.list.collapse', { name })}
            onClick={onToggle}
          >
            <SportsbookIcon name="chevron" size={16} className={collapsed ? styles.chevronClosed : ''} />
          </button>
        ) : null}
        <SportIcon sportId={sportId} size={16} className={styles.champIcon} />
        <h3 className={styles.champTitle}>{title}</h3>
        <span className={`${styles.champCount} tabular`}>{count}</span>
        <FavouriteStar kind="champs" item={{ id: champId, name, sportId }} />
      </div>
      <div className={`${styles.markets} ${styles.headings} ${draw ? '' : styles.noDraw}`} aria-hidden="true">
        <div className={styles.result}>
          <span>1</span>
          {draw ? <span>X</span> : null}
          <span>2</span>
        </div>
        <div className={styles.total}>
          <span>{t('sportsbook.column.over')}</span>
          <span>{t('sportsbook.column.total')}</span>
          <span>{t('sportsbook.column.under')}</span>
        </div>
        <div className={styles.handicap}>
          <span>1</span>
          <span>{t('sportsbook.column.handicap')}</span>
          <span>2</span>
        </div>
      </div>
      <span className={styles.moreHead} aria-hidden="true" />
    </div>
  );
}
