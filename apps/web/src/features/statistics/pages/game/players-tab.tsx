import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useShortPlayers } from '../../api/short-players.api';
import { StatLink } from '../../ui/stat-link';
import { StatSection } from '../../ui/stat-section';
import { QueryState, StatMessage } from '../../ui/stat-states';
import styles from './game-tab.module.css';

interface Side {
  id: number;
  name: string;
}

const COLUMNS = ['age', 'height', 'weight', 'games', 'scored', 'assists', 'rating'] as const;

/** Both squads' player cards: position, age, height, weight, games, scoring and rating. */
export function PlayersTab({
  gameId,
  sportId,
  sides,
}: {
  gameId: number;
  sportId: number;
  sides: readonly Side[];
}) {
  const { t } = useTranslation();
  const query = useShortPlayers(gameId);
  if (!query.data) return <QueryState query={query} empty={t('statistics.empty.players')} rows={10} />;
  if (query.data.length === 0) return <StatMessage text={t('statistics.empty.players')} />;
  const players = query.data;
  return (
    <div className={styles.tab}>
      {sides.map((side) => {
        const squad = players
          .filter((player) => player.TI === side.id)
          .sort((a, b) => a.PT - b.PT || a.NU - b.NU);
        if (squad.length === 0) return null;
        return (
          <StatSection
            key={side.id}
            itemId={`players${side.id}`}
            title={side.name}
            aside={t('statistics.players.count', { count: squad.length })}
          >
            <div className={styles.scroller}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col" className={styles.start}>
                      {t('statistics.players.name')}
                    </th>
                    <th scope="col" className={styles.start}>
                      {t('statistics.players.position')}
                    </th>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col">
                        {t(`statistics.players.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {squad.map((player) => (
                    <tr key={player.I}>
                      <td>{player.NU}</td>
                      <th scope="row" className={styles.start}>
                        <StatLink
                          to={{ page: 'player', sportId, playerId: player.I }}
                          query={`game=${gameId}`}
                        >
                          {player.N}
                        </StatLink>
                      </th>
                      <td className={styles.start}>{player.PN}</td>
                      <td>{player.A}</td>
                      <td>{player.H}</td>
                      <td>{player.W}</td>
                      <td>{player.GP}</td>
                      <td>{player.SC}</td>
                      <td>{player.AS}</td>
                      <td className={styles.strong}>{player.R}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </StatSection>
        );
      })}
    </div>
  );
}
