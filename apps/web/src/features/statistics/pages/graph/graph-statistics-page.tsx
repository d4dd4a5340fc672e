import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { oddsFormatOfCfview } from '@sportsbook/core/odds/odds-format';
import type { FrameBet } from '@sportsbook/core/statistics/frame-messages';
import { isOpen } from '../../../sportsbook/model/feed-types';
import { useStatsGame } from '../../api/statistics-feed.api';
import { useStatisticsOdds } from '../../api/use-statistics-odds';
import { usePageTitle } from '../../frame/use-page-title';
import { BetPrice } from '../../ui/bet-price';
import { PageHeading } from '../../ui/page-heading';
import { StatLink } from '../../ui/stat-link';
import { StatSection } from '../../ui/stat-section';
import { QueryState, StatMessage } from '../../ui/stat-states';
import { PriceChart, type ChartLine } from './price-chart';
import { CHART_GROUP, usePriceHistory } from './use-price-history';
import styles from './graph.module.css';

/** How often prices are read: a live game's move within seconds, a pre-match game's within minutes. */
const LIVE_POLL_MS = 5_000;
const LINE_POLL_MS = 30_000;

const LINE_STYLES: Record<number, { key: string; className: string }> = {
  1: { key: 'home', className: styles.home },
  2: { key: 'draw', className: styles.draw },
  3: { key: 'away', className: styles.away },
};

/**
 * statisticpopup/graph/{gameId}/{coefficientView?}: how the main market's prices move. The feed publishes
 * current prices only, so the chart is drawn from the snapshots read while it is open (kept for the tab).
 */
export function GraphStatisticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const gameId = Number(params.gameId);
  const odds = useStatisticsOdds();
  const format = oddsFormatOfCfview(Number(params.coefficientView ?? NaN)) ?? odds.format;
  const game = useStatsGame(gameId, (current) => (current?.SC ? LIVE_POLL_MS : LINE_POLL_MS));
  const history = usePriceHistory(gameId, game.data, game.dataUpdatedAt);
  usePageTitle(
    game.data
      ? `${[game.data.O1, game.data.O2].filter(Boolean).join(' — ')}: ${t('statistics.graph.kind')}`
      : undefined,
  );
  if (!game.data) return <QueryState query={game} empty={t('statistics.empty.game')} rows={8} />;
  const data = game.data;
  const outcomes = (data.E ?? [])
    .filter((o) => o.G === CHART_GROUP && LINE_STYLES[o.T])
    .sort((a, b) => a.T - b.T);
  const lines: ChartLine[] = outcomes.map((o) => ({
    type: o.T,
    label: t(`statistics.market.${LINE_STYLES[o.T]!.key}`),
    className: LINE_STYLES[o.T]!.className,
  }));
  return (
    <div className={styles.page}>
      <PageHeading
        title={[data.O1, data.O2].filter(Boolean).join(' — ')}
        kind={t('statistics.graph.kind')}
        mark="none"
      >
        <span>{data.L}</span>
        <StatLink to={{ page: 'game', sportId: data.SI, gameId }}>{t('statistics.graph.toGame')}</StatLink>
      </PageHeading>
      <StatSection itemId="graph" title={t('statistics.market.result')}>
        {outcomes.length === 0 ? (
          <StatMessage text={t('statistics.empty.graph')} />
        ) : (
          <>
            <ul className={styles.legend}>
              {outcomes.map((outcome) => {
                const bet: FrameBet = {
                  gameId: data.I,
                  type: outcome.T,
                  group: outcome.G,
                  coef: outcome.C,
                  kind: data.SC ? 1 : 3,
                  sportId: data.SI,
                  champName: data.L,
                  opp1: data.O1,
                  opp2: data.O2,
                  marketName: t('statistics.market.result'),
                  selectionName: t(`statistics.market.${LINE_STYLES[outcome.T]!.key}`),
                };
                return (
                  <li key={outcome.T} className={LINE_STYLES[outcome.T]!.className}>
                    <span className={styles.swatch} aria-hidden="true" />
                    <BetPrice
                      bet={bet}
                      label={bet.selectionName!}
                      blocked={!isOpen(data, outcome)}
                      format={format}
                    />
                  </li>
                );
              })}
            </ul>
            <PriceChart history={history} lines={lines} format={format} nowMs={game.dataUpdatedAt} />
            <p className={styles.note}>{t('statistics.graph.note', { count: history.length })}</p>
          </>
        )}
      </StatSection>
    </div>
  );
}
