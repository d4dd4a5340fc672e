import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { z } from 'zod';
import type { statGameStatusSchema } from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import type { PageGame } from '../../../sportsbook/model/feed-types';
import { useChrono, useInsights } from '../../api/statistics-feed.api';
import { useVenue } from '../../api/venue.api';
import { StatSection } from '../../ui/stat-section';
import { QueryState } from '../../ui/stat-states';
import { Incidents } from './incidents';
import { MainMarket } from './main-market';
import { MatchStats, type MatchStat } from './match-stats';
import { TeamForm } from './team-form';
import { VenueCard } from './venue-card';
import { WinChances } from './win-chances';
import styles from './game-tab.module.css';

type GameStatus = z.infer<typeof statGameStatusSchema>;

/** Live statistics with the feed's names where the game carries them. */
function matchStatsOf(game: PageGame | undefined): MatchStat[] {
  const values = game?.SC?.ST?.[0]?.Value ?? [];
  return values.map((stat) => ({ id: stat.ID, name: stat.N, home: stat.S1, away: stat.S2 }));
}

interface MainTabProps {
  gameId: number;
  game: PageGame | undefined;
  status: GameStatus | undefined;
}

/** The overview: prices, chances and facts, both sides' form, incidents, live statistics and the venue. */
export function MainTab({ gameId, game, status }: MainTabProps) {
  const { t } = useTranslation();
  const hasSides = Boolean(game && game.O1I && game.O2I);
  const started = status ? status.ST === 1 || status.ST === 2 : Boolean(game?.SC);
  const insights = useInsights(gameId, hasSides);
  const chrono = useChrono(gameId, status?.ST === 1);
  const venue = useVenue(gameId, hasSides);
  const stats = matchStatsOf(game);
  return (
    <div className={styles.tab}>
      {game ? <MainMarket game={game} /> : null}
      {hasSides ? (
        <StatSection itemId="insights" title={t('statistics.section.insights')}>
          <QueryState query={insights} empty={t('statistics.empty.insights')} rows={3} />
          {insights.data ? <WinChances insights={insights.data} /> : null}
        </StatSection>
      ) : null}
      {started ? (
        <StatSection itemId="incidents" title={t('statistics.section.incidents')}>
          <QueryState query={chrono} empty={t('statistics.empty.incidents')} rows={3} />
          {chrono.data && chrono.data.length === 0 ? (
            <p className={styles.muted}>{t('statistics.empty.incidents')}</p>
          ) : null}
          {chrono.data && chrono.data.length > 0 ? (
            <Incidents incidents={chrono.data} teams={[game?.O1 ?? '', game?.O2 ?? '']} />
          ) : null}
        </StatSection>
      ) : null}
      {stats.length > 0 ? (
        <StatSection itemId="matchStats" title={t('statistics.game.matchStats')}>
          <MatchStats stats={stats} />
        </StatSection>
      ) : null}
      {game && hasSides ? (
        <StatSection itemId="form" title={t('statistics.section.form')}>
          <div className={styles.twoColumns}>
            <TeamForm teamId={game.O1I} name={game.O1} sportId={game.SI} />
            <TeamForm teamId={game.O2I} name={game.O2} sportId={game.SI} />
          </div>
        </StatSection>
      ) : null}
      {hasSides ? (
        <StatSection itemId="venue" title={t('statistics.section.venue')}>
          <QueryState query={venue} empty={t('statistics.empty.venue')} rows={2} />
          {venue.data ? <VenueCard venue={venue.data} /> : null}
        </StatSection>
      ) : null}
    </div>
  );
}
