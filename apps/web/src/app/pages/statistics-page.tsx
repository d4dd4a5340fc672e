import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routeTitleKey, useRouteMeta } from '../routes/use-route-meta';
import { StatusPanel } from './status-panel';

/** Statistics pop-up pages (/:lang/statisticpopup/...): placeholders until the statistics release. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const meta = useRouteMeta();
  return (
    <StatusPanel
      icon="trophy"
      eyebrow={t('comingSoon.eyebrow')}
      title={meta ? t(routeTitleKey(meta, params)) : t('routes.statistics')}
      text={t('comingSoon.section.statistics')}
    />
  );
}
