import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { GROUP } from '@sportsbook/core/pricing/market-codes';
import { useListT } from '../../../shared/i18n/use-list-t';
import type { FeedKind, ListGame } from '../model/feed-types';
import { scoreOf } from '../model/game-score';
import { gameName } from '../model/game-names';
import { mainMarkets, type LinePair } from '../model/main-markets';
import { marketName, selectionLabel, signedLine } from '../model/selection-label';
import { FavouriteStar } from './favourite-star';
import { GameTime } from './game-time';
import { MultiLiveButton } from './multi-live-button';
import { OddsButton, type OddsGame } from './odds-button';
import { oddsGameOf } from './odds-game';
import { PinButton } from './pin-button';
import styles from './event-list.module.css';

export interface EventRowProps {
  game: ListGame;
  kind: FeedKind;
  /** Whether the result column has a draw (X) cell: the same for every row under one heading. */
  draw: boolean;
  /** The game page. */
  href: string;
}

function LineCells({
  pair,
  game,
  G,
  label,
}: {
  pair: LinePair | undefined;
  game: OddsGame;
  G: number;
  label: (side: 0 | 1) => string;
}) {
  const t = useListT();
  const market = marketName(G, t);
  const line = pair ? (G === GROUP.handicap ? signedLine(pair.first.P) : String(pair.first.P ?? 0)) : '';
  return (
    <>
      <OddsButton outcome={pair?.first} game={game} market={market} label={label(0)} />
      <span className={`${styles.line} tabular`} dir="ltr">
        {line}
      </span>
      <OddsButton outcome={pair?.second} game={game} market={market} label={label(1)} />
    </>
  );
}

/**
 * One game of a list: when (clock and period live), the sides with the score, favourite, pin and
 * multi-live, the main market's prices in columns (1 X 2, total, handicap; the narrower the list the fewer)
 * and the link to every other market.
 */
export const EventRow = memo(function EventRow({ game, kind, draw, href }: EventRowProps) {
  const t = useListT();
  const markets = useMemo(() => mainMarkets(game.E), [game.E]);
  const odds = oddsGameOf(game, kind);
  const name = gameName(game);
  const [home, away] = scoreOf(game.SC?.FS);
  const result = marketName(GROUP.result, t);
  const shown = game.E.length;
  const more = Math.max(0, (game.EC ?? 0) - shown);
  const labelOf = (pair: LinePair | undefined, side: 0 | 1) => {
    const outcome = side === 0 ? pair?.first : pair?.second;
    return outcome ? selectionLabel(outcome, t) : '';
  };
  return (
    <div className={styles.row} data-game={game.I}>
      <div className={styles.time}>
        <GameTime game={game} />
      </div>
      <Link to={href} className={styles.teams}>
        <span className={styles.team}>
          <span className={styles.teamName}>{game.O1}</span>
          {game.SC ? <span className={`${styles.score} tabular`}>{home}</span> : null}
        </span>
        {game.O2 ? (
          <span className={styles.team}>
            <span className={styles.teamName}>{game.O2}</span>
            {game.SC ? <span className={`${styles.score} tabular`}>{away}</span> : null}
          </span>
        ) : null}
      </Link>
      <div className={styles.actions}>
        <FavouriteStar kind="games" item={{ id: game.I, name, sportId: game.SI }} />
        <PinButton gameId={game.I} name={name} />
        {kind === 'live' ? <MultiLiveButton gameId={game.I} name={name} /> : null}
      </div>
      <div className={`${styles.markets} ${draw ? '' : styles.noDraw}`}>
        <div className={styles.result}>
          {markets.result.map((outcome, i) =>
            i === 1 && !draw ? null : (
              <OddsButton
                key={i}
                outcome={outcome}
                game={odds}
                market={result}
                label={outcome ? selectionLabel(outcome, t) : ''}
              />
            ),
          )}
        </div>
        <div className={styles.total}>
          <LineCells
            pair={markets.total}
            game={odds}
            G={GROUP.total}
            label={(side) => labelOf(markets.total, side)}
          />
        </div>
        <div className={styles.handicap}>
          <LineCells
            pair={markets.handicap}
            game={odds}
            G={GROUP.handicap}
            label={(side) => labelOf(markets.handicap, side)}
          />
        </div>
      </div>
      <Link
        to={href}
        className={`${styles.more} tabular`}
        aria-label={t('sportsbook.row.allMarkets', { name })}
      >
        {more > 0 ? <span dir="ltr">+{more}</span> : <span aria-hidden="true">›</span>}
      </Link>
    </div>
  );
});
