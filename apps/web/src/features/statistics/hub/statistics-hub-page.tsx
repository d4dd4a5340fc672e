import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { Button } from '../../../shared/ui/button/button';
import { useLang } from '../../../shared/i18n/use-lang';
import { StatisticsFrame } from '../frame/statistics-frame';
import { openStatisticsPopup } from '../popup/open-statistics-popup';
import { TopChamps } from './top-champs';
import { useSiteFrameProps } from '../frame/use-site-frame-props';
import styles from './statistics-hub.module.css';

function FramedStatistics({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const props = useSiteFrameProps({
    pagePath,
    title: t('routes.statistics'),
    listenerId: 'site',
    mirror: true,
  });
  return (
    <div className={styles.framed}>
      <div className={styles.toolbar}>
        <Button
          size="s"
          variant="ghost"
          onClick={() => {
            const path = window.location.pathname.slice(`/${lang}/statistics/`.length);
            openStatisticsPopup(`/${lang}/statisticpopup/${path}${window.location.search}`);
          }}
        >
          {t('statistics.hub.popup')}
        </Button>
      </div>
      <StatisticsFrame {...props} />
    </div>
  );
}

/**
 * /{lang}/statistics/*: the site's statistics area. The statistics pages run in a frame whose page is
 * mirrored in this address (prefix /{lang}/statistics), so they can be bookmarked, shared and walked back
 * and forward like any page of the site; without a page, the top championships to start from.
 */
export function StatisticsHubPage() {
  const { t } = useTranslation();
  const splat = useParams()['*'] ?? '';
  const { search } = useLocation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('routes.statistics')}</h1>
        <p className={styles.muted}>{t('statistics.hub.lead')}</p>
      </header>
      {/* The frame keeps its first address; later pages reach it as messages, so it mounts once. */}
      {splat ? <FramedStatistics pagePath={`${splat}${search}`} /> : <TopChamps />}
    </div>
  );
}
