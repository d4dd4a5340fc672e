import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { FeedIncidentJson } from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import styles from './game-tab.module.css';

/** Goals, cards and period ends in order, each on its side of the line. */
export function Incidents({
  incidents,
  teams,
}: {
  incidents: readonly FeedIncidentJson[];
  teams: [string, string];
}) {
  const { t } = useTranslation();
  return (
    <ol className={styles.incidents}>
      {incidents.map((incident, index) => {
        const minute = Math.floor(incident.TS / 60) + 1;
        const side = incident.SD === 1 ? styles.home : incident.SD === 2 ? styles.away : styles.neutral;
        const score = incident.S1 !== undefined ? `${incident.S1 ?? 0}:${incident.S2 ?? 0}` : '';
        return (
          <li key={index} className={`${styles.incident} ${side}`}>
            <span className={styles.minute}>{t('statistics.game.minute', { minute })}</span>
            <span className={styles.incidentText}>
              {incident.N}
              {incident.SD ? <span className={styles.incidentTeam}>{teams[incident.SD - 1]}</span> : null}
            </span>
            {score ? <span className={styles.incidentScore}>{score}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
