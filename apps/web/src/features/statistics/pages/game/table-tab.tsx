import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useStageIds } from '../../api/statistics-feed.api';
import { useStageTable } from '../../api/stage-table.api';
import { StageTableView } from '../../ui/stage-table-view';
import { StatLink } from '../../ui/stat-link';
import { StatSection } from '../../ui/stat-section';
import { QueryState, StatMessage } from '../../ui/stat-states';

/** The table of the game's championship with its two sides picked out. */
export function TableTab({
  champId,
  sportId,
  sides,
}: {
  champId: number;
  sportId: number;
  sides: readonly number[];
}) {
  const { t } = useTranslation();
  const stages = useStageIds(champId);
  const stage = stages.data?.[0];
  const table = useStageTable(stage?.I ?? 0, 0, Boolean(stage));
  if (!stage) {
    if (stages.data) return <StatMessage text={t('statistics.empty.table')} />;
    return <QueryState query={stages} empty={t('statistics.empty.table')} rows={10} />;
  }
  return (
    <StatSection
      itemId="table"
      title={stage.L}
      aside={
        <StatLink to={{ page: 'stage', sportId, stageId: stage.I }}>{t('statistics.table.open')}</StatLink>
      }
    >
      <QueryState query={table} empty={t('statistics.empty.table')} rows={10} />
      {table.data ? <StageTableView rows={table.data.R} sportId={sportId} highlight={sides} /> : null}
    </StatSection>
  );
}
