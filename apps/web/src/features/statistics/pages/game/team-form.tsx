import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useTeamLastGames } from '../../api/team-last-games.api';
import { FormStrip } from '../../ui/form-strip';
import { PastGames } from '../../ui/past-games';
import { QueryState } from '../../ui/stat-states';
import styles from './game-tab.module.css';

const FORM_GAMES = 5;

/** One side's last five results: its form letters and the games. */
export function TeamForm({ teamId, name, sportId }: { teamId: number; name: string; sportId: number }) {
  const { t } = useTranslation();
  const query = useTeamLastGames(teamId, FORM_GAMES);
  return (
    <div className={styles.formColumn}>
      <h3 className={styles.subTitle}>
        <span>{name}</span>
        {query.data ? <FormStrip form={query.data.F} label={name} /> : null}
      </h3>
      <QueryState query={query} empty={t('statistics.empty.lastGames')} rows={5} />
      {query.data && query.data.G.length === 0 ? (
        <p className={styles.muted}>{t('statistics.empty.lastGames')}</p>
      ) : null}
      {query.data ? <PastGames games={query.data.G} sportId={sportId} teamId={teamId} /> : null}
    </div>
  );
}
