import type { ComponentType } from 'react';
import { useRouteMeta } from '../../../app/routes/use-route-meta';
import { GameStatisticsPage } from './game/game-statistics-page';
import { GraphStatisticsPage } from './graph/graph-statistics-page';
import { HorseStatisticsPage } from './horse-statistics-page';
import { PlayerStatisticsPage } from './player-statistics-page';
import { RatingStatisticsPage } from './rating-statistics-page';
import { StageStatisticsPage } from './stage-statistics-page';
import { StatisticsRoot } from './statistics-root';
import { TeamStatisticsPage } from './team-statistics-page';
import { TournamentStatisticsPage } from './tournament-statistics-page';

const CyberStatisticsPage = () => <TournamentStatisticsPage cyber />;

/** The page of each statistics route (app/routes/statistics.routes.ts), by route id. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  'statistics.game': GameStatisticsPage,
  'statistics.team': TeamStatisticsPage,
  'statistics.player': PlayerStatisticsPage,
  'statistics.stage': StageStatisticsPage,
  'statistics.tournament': TournamentStatisticsPage,
  'statistics.rating': RatingStatisticsPage,
  'statistics.horse': HorseStatisticsPage,
  'statistics.graph': GraphStatisticsPage,
  'statistics.cyber': CyberStatisticsPage,
};

/** Every /:lang/statisticpopup/... page: the frame around it and the page its route names. */
export function StatisticsPage() {
  const meta = useRouteMeta();
  const Page = (meta && PAGES[meta.id]) ?? GameStatisticsPage;
  return (
    <StatisticsRoot>
      <Page />
    </StatisticsRoot>
  );
}
