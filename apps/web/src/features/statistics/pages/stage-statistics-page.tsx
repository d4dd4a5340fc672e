import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { TABLE_TYPES, tableTypeOf, useStageTable } from '../api/stage-table.api';
import { useFrameState } from '../frame/frame-state.store';
import { usePageTitle } from '../frame/use-page-title';
import { PageHeading } from '../ui/page-heading';
import { StageTableView } from '../ui/stage-table-view';
import { StatLink } from '../ui/stat-link';
import { StatSection } from '../ui/stat-section';
import { QueryState } from '../ui/stat-states';
import styles from './statistics-pages.module.css';

const TYPE_KEYS = ['all', 'home', 'away'] as const;

/** statisticpopup/stage/{sportId}/{stageId}?tt=: a league table of every game, home games or away games. */
export function StageStatisticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const frameTableType = useFrameState((state) => state.settings.tableType);
  const sportId = Number(params.sportId);
  const stageId = Number(params.stageId);
  const tableType = tableTypeOf(search.get('tt') ?? frameTableType);
  const table = useStageTable(stageId, tableType);
  usePageTitle(table.data ? `${table.data.L}: ${t('statistics.stage.kind')}` : undefined);
  if (!table.data) return <QueryState query={table} empty={t('statistics.empty.table')} rows={12} />;
  return (
    <div className={styles.page}>
      <PageHeading title={table.data.L} kind={t('statistics.stage.kind')} mark="champ">
        <StatLink to={{ page: 'rating', sportId, ratingId: table.data.LI }}>
          {t('statistics.rating.open')}
        </StatLink>
      </PageHeading>
      <nav className={styles.typeTabs} aria-label={t('statistics.stage.types')}>
        {TABLE_TYPES.map((type) => (
          <StatLink
            key={type}
            to={{ page: 'stage', sportId, stageId, tableType: type }}
            className={styles.typeTab}
            current={type === tableType}
          >
            {t(`statistics.stage.type.${TYPE_KEYS[type]}`)}
          </StatLink>
        ))}
      </nav>
      <StatSection itemId="table" title={t(`statistics.stage.type.${TYPE_KEYS[tableType]}`)}>
        <StageTableView rows={table.data.R} sportId={sportId} />
      </StatSection>
    </div>
  );
}
