import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useShortPlayers } from '../api/short-players.api';
import { useTeamGames } from '../api/statistics-feed.api';
import { LAST_GAMES_SHOWN, useTeamLastGames } from '../api/team-last-games.api';
import { usePageTitle } from '../frame/use-page-title';
import { FormStrip } from '../ui/form-strip';
import { GameList } from '../ui/game-list';
import { PageHeading } from '../ui/page-heading';
import { PastGames } from '../ui/past-games';
import { StatLink } from '../ui/stat-link';
import { StatSection } from '../ui/stat-section';
import { QueryState } from '../ui/stat-states';
import { teamRecord } from './team-record';
import styles from './statistics-pages.module.css';

/** The team's squad, read from the player cards of one of its coming games. */
function Squad({ teamId, gameId, sportId }: { teamId: number; gameId: number; sportId: number }) {
  const { t } = useTranslation();
  const players = useShortPlayers(gameId);
  const squad = (players.data ?? [])
    .filter((player) => player.TI === teamId)
    .sort((a, b) => a.PT - b.PT || a.NU - b.NU);
  if (players.data && squad.length === 0) return null;
  return (
    <StatSection itemId="squad" title={t('statistics.team.squad')} aside={squad.length || undefined}>
      <QueryState query={players} empty={t('statistics.empty.players')} rows={6} />
      <ul className={styles.squad}>
        {squad.map((player) => (
          <li key={player.I}>
            <span className={styles.number}>{player.NU}</span>
            <StatLink to={{ page: 'player', sportId, playerId: player.I }} query={`game=${gameId}`}>
              {player.N}
            </StatLink>
            <span className={styles.muted}>{player.PN}</span>
          </li>
        ))}
      </ul>
    </StatSection>
  );
}

/** statisticpopup/team/{sportId}/{teamId}: a team's form, record, coming games, results and squad. */
export function TeamStatisticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const sportId = Number(params.sportId);
  const teamId = Number(params.teamId);
  const last = useTeamLastGames(teamId, LAST_GAMES_SHOWN);
  const line = useTeamGames('line', teamId);
  const live = useTeamGames('live', teamId);
  const coming = [...(live.data ?? []), ...(line.data ?? [])];
  const name = last.data?.N ?? coming[0]?.[coming[0]?.O1I === teamId ? 'O1' : 'O2'];
  usePageTitle(name);
  if (!last.data && !name) return <QueryState query={last} empty={t('statistics.empty.team')} rows={6} />;
  const record = last.data ? teamRecord(last.data.G, teamId) : undefined;
  return (
    <div className={styles.page}>
      <PageHeading title={name ?? ''} kind={t('statistics.team.kind')}>
        {last.data ? <FormStrip form={last.data.F.slice(0, 5)} label={name} /> : null}
        {record && record.played > 0 ? (
          <span>
            {t('statistics.team.record', {
              won: record.won,
              drawn: record.drawn,
              lost: record.lost,
              scored: record.scored,
              conceded: record.conceded,
            })}
          </span>
        ) : null}
      </PageHeading>
      {coming.length > 0 ? (
        <StatSection itemId="coming" title={t('statistics.team.coming')} aside={coming.length}>
          <GameList games={coming.slice(0, 10)} />
        </StatSection>
      ) : null}
      <StatSection itemId="results" title={t('statistics.team.results')}>
        <QueryState query={last} empty={t('statistics.empty.lastGames')} rows={6} />
        {last.data?.G.length === 0 ? <p className={styles.muted}>{t('statistics.empty.lastGames')}</p> : null}
        {last.data ? <PastGames games={last.data.G} sportId={sportId} teamId={teamId} /> : null}
      </StatSection>
      {coming[0] ? <Squad teamId={teamId} gameId={coming[0].I} sportId={sportId} /> : null}
    </div>
  );
}
