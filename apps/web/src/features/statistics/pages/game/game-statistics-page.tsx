import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useGameStatus } from '../../api/game-status.api';
import { useStatsGame } from '../../api/statistics-feed.api';
import { usePageTitle } from '../../frame/use-page-title';
import { StatLink } from '../../ui/stat-link';
import { QueryState, StatMessage } from '../../ui/stat-states';
import { GameHeader } from './game-header';
import { GAME_TABS, gameTabOf } from './game-tabs';
import { HeadToHeadTab } from './h2h-tab';
import { LineUpsTab } from './lineups-tab';
import { MainTab } from './main-tab';
import { PlayersTab } from './players-tab';
import { TableTab } from './table-tab';
import styles from './game-tab.module.css';

/** Prices and the clock move while a game is live: its head is asked again this often. */
const LIVE_REFRESH_MS = 10_000;

/** statisticpopup/game/{sportId}/{gameId}/{tabName}: a game's statistics, one tab at a time. */
export function GameStatisticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const gameId = Number(params.gameId);
  const tab = gameTabOf(params.tabName);
  const status = useGameStatus(gameId);
  const game = useStatsGame(gameId, status.data?.ST === 1 ? LIVE_REFRESH_MS : false);
  const data = game.data;
  const sportId = data?.SI ?? status.data?.SI ?? Number(params.sportId);
  const hasSides = Boolean(data?.O1I && data?.O2I);
  usePageTitle(
    data ? `${[data.O1, data.O2].filter(Boolean).join(' — ')}: ${t(`statistics.tab.${tab}`)}` : undefined,
  );

  if (!data && !status.data) {
    return <QueryState query={game.error ? status : game} empty={t('statistics.empty.game')} rows={6} />;
  }
  const tabs = GAME_TABS.filter((name) => hasSides || name === 'main' || name === 'table');
  return (
    <div className={styles.page}>
      <GameHeader game={data} status={status.data} gameId={gameId} />
      <nav className={styles.tabs} aria-label={t('statistics.tab.label')}>
        {tabs.map((name) => (
          <StatLink
            key={name}
            to={{ page: 'game', sportId, gameId, tabName: name }}
            className={styles.tabLink}
            current={name === tab}
          >
            {t(`statistics.tab.${name}`)}
          </StatLink>
        ))}
      </nav>
      {tab === 'main' ? <MainTab gameId={gameId} game={data} status={status.data} /> : null}
      {tab === 'lineups' ? <LineUpsTab gameId={gameId} /> : null}
      {tab === 'h2h' ? <HeadToHeadTab gameId={gameId} sportId={sportId} /> : null}
      {tab === 'players' && data ? (
        <PlayersTab
          gameId={gameId}
          sportId={sportId}
          sides={[
            { id: data.O1I, name: data.O1 },
            { id: data.O2I, name: data.O2 },
          ]}
        />
      ) : null}
      {tab === 'table' && (data?.LI ?? status.data?.LI) ? (
        <TableTab
          champId={(data?.LI ?? status.data?.LI)!}
          sportId={sportId}
          sides={data ? [data.O1I, data.O2I] : []}
        />
      ) : null}
      {tab !== 'main' && !hasSides && tab !== 'table' ? (
        <StatMessage text={t('statistics.empty.sides')} />
      ) : null}
    </div>
  );
}
