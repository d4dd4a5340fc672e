import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGames } from '../api/games.api';
import { EmptyState } from '../components/feed-state';
import { useGameTopics } from '../live/use-game-topics';
import { GamesView } from '../pages/games-view';
import { PageHeader } from '../pages/page-header';
import { MULTI_LIVE_MAX, useMultiLive } from './multi-live.store';
import { MultiLivePanel } from './multi-live-panel';
import styles from './multi-live.module.css';
import pageStyles from '../pages/pages.module.css';

/** Multi live (SPT-02): several live games side by side, chosen from the live list below them. */
export function MultiLivePage() {
  const { t } = useTranslation();
  const ids = useMultiLive((state) => state.ids);
  const toggle = useMultiLive((state) => state.toggle);
  useGameTopics(ids);
  const live = useGames('live', { count: 1000 });
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t('sportsbook.multiLive.title')}
        sub={t('sportsbook.multiLive.sub', { n: ids.length, max: MULTI_LIVE_MAX })}
      />
      {ids.length === 0 ? (
        <EmptyState
          title={t('sportsbook.multiLive.empty')}
          text={t('sportsbook.multiLive.emptyText')}
          icon="multi"
        />
      ) : (
        <div className={styles.panels}>
          {ids.map((id) => (
            <MultiLivePanel key={id} gameId={id} onRemove={toggle} />
          ))}
        </div>
      )}
      <div className={pageStyles.sectionHead}>
        <h2 className={pageStyles.sectionTitle}>{t('sportsbook.multiLive.choose')}</h2>
      </div>
      <GamesView
        games={live.data}
        kind="live"
        sections={{ by: 'sport' }}
        isPending={live.isPending}
        isError={live.isError}
        onRetry={() => void live.refetch()}
        emptyTitle={t('sportsbook.empty.live')}
        label={t('sportsbook.multiLive.choose')}
      />
    </div>
  );
}
