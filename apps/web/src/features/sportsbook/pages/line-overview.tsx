import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useLang } from '../../../shared/i18n/use-lang';
import { useGames } from '../api/games.api';
import { useSports } from '../api/sports.api';
import { SportIcon } from '../components/sport-icon';
import { useListTopics } from '../live/use-list-topics';
import { sportPath } from '../model/game-links';
import { bucketWindowMs } from '../model/upcoming-buckets';
import { GamesView } from './games-view';
import styles from './pages.module.css';

const SOON_GAMES = 150;

/** The line without a sport chosen: every sport with its count, and what starts within two hours. */
export function LineOverview() {
  const { t } = useTranslation();
  const lang = useLang();
  const sports = useSports('line');
  const soon = useGames('line', { tf: bucketWindowMs(0), count: SOON_GAMES });
  const topics = useMemo<LiveTopic[]>(
    () =>
      [...new Set((soon.data ?? []).map((game) => game.SI))].map((id) => ({
        kind: 'sport',
        id,
        live: false,
      })),
    [soon.data],
  );
  useListTopics(topics, soon.data?.length);
  return (
    <>
      <ul className={styles.grid} aria-label={t('sportsbook.sports.label')}>
        {(sports.data ?? []).map((sport) => (
          <li key={sport.I}>
            <Link to={sportPath(lang, 'line', sport.I, sport.N)} className={styles.card}>
              <SportIcon sportId={sport.I} size={20} className={styles.cardIcon} />
              <span className={styles.cardName}>{sport.N}</span>
              <span className={`${styles.cardCount} tabular`}>{sport.C}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('sportsbook.bucket.0')}</h2>
      </div>
      <GamesView
        games={soon.data}
        kind="line"
        sections={{ by: 'none' }}
        isPending={soon.isPending}
        isError={soon.isError}
        onRetry={() => void soon.refetch()}
        emptyTitle={t('sportsbook.empty.soon')}
        label={t('sportsbook.bucket.0')}
      />
    </>
  );
}
