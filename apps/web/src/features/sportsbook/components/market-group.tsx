import { memo, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Outcome } from '../model/feed-types';
import { selectionLabel } from '../model/selection-label';
import { OddsButton, type OddsGame } from './odds-button';
import { SportsbookIcon } from './sportsbook-icon';
import styles from './market-group.module.css';

export interface MarketGroupProps {
  /** The market's outcomes in columns, as GetGameZip groups them (one column per selection type). */
  columns: readonly (readonly Outcome[])[];
  game: OddsGame;
  /** The market's group code (G), handed back by onToggle. */
  id: number;
  title: string;
  open: boolean;
  onToggle: (id: number) => void;
  /** An outright's field, to name its selections. */
  participants?: readonly { P: number; N: string }[];
}

/**
 * The rows a market shows: a single line side by side (1 X 2), lines of a handicap or total row by row
 * (over beside under at each line), anything else (correct scores, a field) wrapped three to a row.
 */
export function marketRows(columns: readonly (readonly Outcome[])[]): { rows: Outcome[][]; width: number } {
  const lengths = new Set(columns.map((column) => column.length));
  if (lengths.size === 1 && columns.length <= 3) {
    const length = columns[0]?.length ?? 0;
    return {
      rows: Array.from({ length }, (_, i) => columns.map((column) => column[i]!)),
      width: columns.length,
    };
  }
  const all = columns.flat();
  const rows: Outcome[][] = [];
  for (let i = 0; i < all.length; i += 3) rows.push(all.slice(i, i + 3));
  return { rows, width: 3 };
}

/** One market of the game page, folded or open, every price with its selection's name. */
export const MarketGroup = memo(function MarketGroup({
  columns,
  game,
  id,
  title,
  open,
  onToggle,
  participants,
}: MarketGroupProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const { rows, width } = marketRows(columns);
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onToggle(id)}
        >
          <span>{title}</span>
          <SportsbookIcon name="chevron" size={16} className={open ? styles.open : styles.closed} />
        </button>
      </h3>
      {open ? (
        <div id={bodyId} className={styles.body} style={{ ['--width' as string]: width }}>
          {rows.map((row, i) => (
            <div key={i} className={styles.row}>
              {row.map((outcome) => (
                <OddsButton
                  key={`${outcome.T}:${outcome.P ?? 0}`}
                  outcome={outcome}
                  game={game}
                  market={title}
                  label={selectionLabel(outcome, t, participants)}
                  showLabel
                />
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
});
