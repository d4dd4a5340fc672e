import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { FrameBet } from '@sportsbook/core/statistics/frame-messages';
import { isOpen, type PageGame } from '../../../sportsbook/model/feed-types';
import { BetPrice } from '../../ui/bet-price';
import styles from './game-tab.module.css';

/** Match result (G1): T1 home, T2 draw, T3 away (spec/linefeed-format.md). */
const RESULT_GROUP = 1;
const LABEL_KEYS: Record<number, string> = { 1: 'home', 2: 'draw', 3: 'away' };

/** The main market of the game with its prices, to bet on from the statistics. */
export function MainMarket({ game }: { game: PageGame }) {
  const { t } = useTranslation();
  const outcomes = (game.E ?? [])
    .filter((outcome) => outcome.G === RESULT_GROUP && LABEL_KEYS[outcome.T])
    .sort((a, b) => a.T - b.T);
  if (outcomes.length === 0) return null;
  const live = game.SC !== undefined;
  return (
    <div className={styles.market} role="group" aria-label={t('statistics.market.result')}>
      {outcomes.map((outcome) => {
        const label = t(`statistics.market.${LABEL_KEYS[outcome.T]}`);
        const bet: FrameBet = {
          gameId: game.I,
          type: outcome.T,
          group: outcome.G,
          coef: outcome.C,
          ...(outcome.P !== undefined && { param: outcome.P }),
          kind: live ? 1 : 3,
          sportId: game.SI,
          champName: game.L,
          opp1: game.O1,
          opp2: game.O2,
          marketName: t('statistics.market.result'),
          selectionName: label,
        };
        return <BetPrice key={outcome.T} bet={bet} label={label} blocked={!isOpen(game, outcome)} />;
      })}
    </div>
  );
}
