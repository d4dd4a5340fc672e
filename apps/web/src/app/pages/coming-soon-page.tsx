import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { buttonClassName } from '../../shared/ui/button/button';
import type { IconName } from '../../shared/ui/icon/icon';
import type { RouteSection } from '../routes/route-meta';
import { routeTitleKey, useRouteMeta } from '../routes/use-route-meta';
import { StatusPanel } from './status-panel';

const SECTION_ICONS: Record<RouteSection, IconName> = {
  home: 'home',
  sportsbook: 'sports',
  casino: 'casino',
  games: 'toto',
  office: 'user',
  information: 'info',
  promo: 'promo',
  statistics: 'trophy',
  account: 'user',
  system: 'info',
};

/** An honest page for a section that arrives with a later release: its name, what it will hold, ways on. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const meta = useRouteMeta();
  const section = meta?.section ?? 'system';
  return (
    <StatusPanel
      icon={SECTION_ICONS[section]}
      eyebrow={t('comingSoon.eyebrow')}
      title={meta ? t(routeTitleKey(meta, params)) : t('comingSoon.eyebrow')}
      text={t(`comingSoon.section.${section}`)}
    >
      <Link to={`/${lang}/`} className={buttonClassName({ variant: 'primary', size: 'l' })}>
        {t('page.actions.home')}
      </Link>
      <button type="button" className={buttonClassName({ size: 'l' })} onClick={() => window.history.back()}>
        {t('page.actions.back')}
      </button>
    </StatusPanel>
  );
}
