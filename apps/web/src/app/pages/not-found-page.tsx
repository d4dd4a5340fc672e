import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { buttonClassName } from '../../shared/ui/button/button';
import { StatusPanel } from './status-panel';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <StatusPanel icon="search" code="404" title={t('page.notFound.title')} text={t('page.notFound.text')}>
      <Link to={`/${lang}/`} className={buttonClassName({ variant: 'primary', size: 'l' })}>
        {t('page.actions.home')}
      </Link>
      <Link to={`/${lang}/line`} className={buttonClassName({ size: 'l' })}>
        {t('page.actions.sports')}
      </Link>
    </StatusPanel>
  );
}
