import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { z } from 'zod';
import type { statPlayerSchema } from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import { useLineUps, useLineUps2 } from '../../api/lineups.api';
import { StatLink } from '../../ui/stat-link';
import { StatSection } from '../../ui/stat-section';
import { QueryState, StatMessage } from '../../ui/stat-states';
import { Pitch } from './pitch';
import styles from './lineups.module.css';

type Player = z.infer<typeof statPlayerSchema>;

function PlayerList({
  players,
  sportId,
  gameId,
}: {
  players: readonly Player[];
  sportId: number;
  gameId: number;
}) {
  return (
    <ul className={styles.list}>
      {players.map((player) => (
        <li key={player.I}>
          <span className={styles.number}>{player.NU}</span>
          <StatLink
            to={{ page: 'player', sportId, playerId: player.I }}
            query={`game=${gameId}`}
            className={styles.player}
          >
            {player.N}
          </StatLink>
          <span className={styles.position}>{player.PN}</span>
        </li>
      ))}
    </ul>
  );
}

/** Starting line-ups on the field (LineUps2), then each side's starters and substitutes (LineUps when alone). */
export function LineUpsTab({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const placed = useLineUps2(gameId);
  const plain = useLineUps(gameId, Boolean(placed.error));
  const data = placed.data ?? plain.data;
  const query = placed.error ? plain : placed;
  if (!data) return <QueryState query={query} empty={t('statistics.empty.lineups')} rows={8} />;
  if (data.T.length < 2) return <StatMessage text={t('statistics.empty.lineups')} />;
  const [home, away] = data.T;
  return (
    <div className={styles.tab}>
      {placed.data && placed.data.T.length === 2 ? (
        <StatSection itemId="pitch" title={t('statistics.lineups.field')}>
          <Pitch
            sportId={data.SI}
            home={{ name: placed.data.T[0]!.N, formation: placed.data.T[0]!.F, players: placed.data.T[0]!.P }}
            away={{ name: placed.data.T[1]!.N, formation: placed.data.T[1]!.F, players: placed.data.T[1]!.P }}
          />
        </StatSection>
      ) : null}
      <div className={styles.columns}>
        {[home!, away!].map((team) => (
          <StatSection key={team.I} itemId={`squad${team.I}`} title={team.N} aside={team.F}>
            <h3 className={styles.listTitle}>{t('statistics.lineups.starters')}</h3>
            <PlayerList players={team.P} sportId={data.SI} gameId={gameId} />
            {team.SB.length > 0 ? (
              <>
                <h3 className={styles.listTitle}>{t('statistics.lineups.substitutes')}</h3>
                <PlayerList players={team.SB} sportId={data.SI} gameId={gameId} />
              </>
            ) : null}
          </StatSection>
        ))}
      </div>
    </div>
  );
}
