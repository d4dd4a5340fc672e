import { memo } from 'react';
import { LINE_FEED_KIND } from '@sportsbook/core/constants/events.constants';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromDecimal } from '@sportsbook/core/odds/odds';
import { sameSelection, useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { useOneClick } from '../../../shared/coupon/one-click.store';
import { useListT } from '../../../shared/i18n/use-list-t';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { isOpen, type FeedKind, type Outcome } from '../model/feed-types';
import { SportsbookIcon } from './sportsbook-icon';
import { usePriceFlash } from './use-price-flash';
import styles from './odds-button.module.css';

/** The game an outcome belongs to, as the coupon names it. */
export interface OddsGame {
  /** The game or sub-game id of the outcome (`I`). */
  id: number;
  /** The event: one selection per event in the coupon. */
  mainId: number;
  kind: FeedKind;
  /** "Home – Away" (or an event's title) and its championship. */
  name: string;
  champ: string;
  /** The phase the push reported; any phase but 1 locks every price of the game. */
  PH?: number;
}

export interface OddsButtonProps {
  /** The outcome; none draws an empty cell (the market is not offered). */
  outcome: Outcome | undefined;
  game: OddsGame;
  /** The market's name and the selection's, for the coupon and screen readers. */
  market: string;
  label: string;
  /** Shows the label beside the price (game page); lists with column headers show the price alone. */
  showLabel?: boolean;
  className?: string;
}

/**
 * A price: the selection in the chosen odds format, flashing green or red with an arrow for a moment after
 * it moved, a lock instead of a stale price while suspended, highlighted wherever it is in the coupon.
 * Clicking adds it to the coupon (replacing another pick of the same event) or takes it out again; with
 * one-click betting on, it places the bet at once instead.
 */
export const OddsButton = memo(function OddsButton({
  outcome,
  game,
  market,
  label,
  showLabel = false,
  className,
}: OddsButtonProps) {
  const t = useListT();
  const format = useOddsFormatStore((state) => state.format);
  const move = usePriceFlash(outcome?.C);
  const ref = { gameId: game.id, type: outcome?.T ?? 0, param: outcome?.P ?? 0 };
  const selected = useCouponSelections((state) =>
    outcome ? state.selections.some((item) => sameSelection(item, ref)) : false,
  );
  const toggle = useCouponSelections((state) => state.toggle);
  const placeNow = useOneClick((state) => state.place);
  const classes = [styles.odds, showLabel ? styles.labelled : '', className ?? ''];
  if (!outcome) {
    return (
      <span className={`${classes.join(' ')} ${styles.empty}`} aria-hidden="true">
        —
      </span>
    );
  }
  const odds = oddsFromDecimal(outcome.C);
  const price = odds === undefined ? '—' : formatOdds(odds, format);
  const data = { 'data-odds': `${game.id}:${outcome.T}:${outcome.P ?? 0}`, 'data-price': outcome.C };
  if (!isOpen(game, outcome)) {
    return (
      <button
        type="button"
        disabled
        className={[...classes, styles.locked].join(' ')}
        aria-label={t('sportsbook.odds.suspended', { selection: label })}
        {...data}
        data-locked=""
      >
        {showLabel ? <span className={styles.label}>{label}</span> : null}
        <SportsbookIcon name="lock" size={14} className={styles.lock} />
      </button>
    );
  }
  const moveText = move ? t(move === 'up' ? 'sportsbook.odds.up' : 'sportsbook.odds.down') : '';
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`${market}: ${label} ${price}${moveText ? `, ${moveText}` : ''}`}
      className={[...classes, selected ? styles.selected : '', move ? styles[move] : ''].join(' ')}
      onClick={() => {
        const selection = {
          gameId: game.id,
          mainGameId: game.mainId,
          type: outcome.T,
          param: outcome.P ?? 0,
          price: outcome.C,
          kind: game.kind === 'live' ? LINE_FEED_KIND.LIVE : LINE_FEED_KIND.LINE,
          names: { game: game.name, champ: game.champ, market, selection: label },
        } as const;
        if (placeNow) placeNow(selection);
        else toggle(selection);
      }}
      {...data}
      data-flash={move}
    >
      {showLabel ? <span className={styles.label}>{label}</span> : null}
      <span className={`${styles.price} tabular`}>{price}</span>
      {move ? <span className={styles.arrow} aria-hidden="true" /> : null}
    </button>
  );
});
