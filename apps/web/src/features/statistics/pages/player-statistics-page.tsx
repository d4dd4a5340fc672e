import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { useShortPlayers } from '../api/short-players.api';
import { useTeamGames } from '../api/statistics-feed.api';
import { useTeamLastGames } from '../api/team-last-games.api';
import { usePageTitle } from '../frame/use-page-title';
import { PageHeading } from '../ui/page-heading';
import { PastGames } from '../ui/past-games';
import { StatLink } from '../ui/stat-link';
import { StatSection } from '../ui/stat-section';
import { QueryState, StatMessage } from '../ui/stat-states';
import styles from './statistics-pages.module.css';

const FIGURES = ['age', 'height', 'weight', 'games', 'scored', 'assists', 'rating'] as const;

/** The game whose squads hold the player: the link's `game`, else a coming game of the link's `team`. */
function usePlayerGame(): { gameId: number | undefined; pending: boolean } {
  const [search] = useSearchParams();
  const gameParam = Number(search.get('game'));
  const teamId = Number(search.get('team'));
  const fromTeam = useTeamGames('line', teamId, !gameParam && teamId > 0);
  if (gameParam > 0) return { gameId: gameParam, pending: false };
  return { gameId: fromTeam.data?.[0]?.I, pending: teamId > 0 && fromTeam.isPending };
}

/**
 * statisticpopup/player/{sportId}/{playerId}: a player's card and their team's last results. The statistics
 * calls give players by game (ShortPlayersInfo), so links to this page carry the game (or team) they came from.
 */
export function PlayerStatisticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const sportId = Number(params.sportId);
  const playerId = Number(params.playerId);
  const { gameId, pending } = usePlayerGame();
  const cards = useShortPlayers(gameId ?? 0, gameId !== undefined);
  const player = cards.data?.find((card) => card.I === playerId);
  const team = useTeamLastGames(player?.TI ?? 0, 5, Boolean(player));
  usePageTitle(player?.N);
  if (gameId === undefined) {
    return pending ? (
      <QueryState query={{ isPending: true, error: null }} empty="" />
    ) : (
      <StatMessage text={t('statistics.empty.playerContext')} />
    );
  }
  if (!player) {
    return cards.data ? (
      <StatMessage text={t('statistics.empty.player')} />
    ) : (
      <QueryState query={cards} empty={t('statistics.empty.player')} rows={6} />
    );
  }
  const values: Record<(typeof FIGURES)[number], number> = {
    age: player.A,
    height: player.H,
    weight: player.W,
    games: player.GP,
    scored: player.SC,
    assists: player.AS,
    rating: player.R,
  };
  return (
    <div className={styles.page}>
      <PageHeading title={player.N} kind={t('statistics.player.kind')}>
        <span>{`#${player.NU} · ${player.PN}`}</span>
        {team.data ? (
          <StatLink to={{ page: 'team', sportId, teamId: player.TI }}>{team.data.N}</StatLink>
        ) : null}
      </PageHeading>
      <StatSection itemId="playerCard" title={t('statistics.player.season')}>
        <dl className={styles.figures}>
          {FIGURES.map((figure) => (
            <div key={figure}>
              <dt>{t(`statistics.players.${figure}`)}</dt>
              <dd>{values[figure]}</dd>
            </div>
          ))}
        </dl>
      </StatSection>
      {team.data && team.data.G.length > 0 ? (
        <StatSection
          itemId="playerTeamResults"
          title={t('statistics.player.teamResults', { team: team.data.N })}
        >
          <PastGames games={team.data.G} sportId={sportId} teamId={player.TI} />
        </StatSection>
      ) : null}
    </div>
  );
}
