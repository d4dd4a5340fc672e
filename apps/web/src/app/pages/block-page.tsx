import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { buttonClassName } from '../../shared/ui/button/button';
import { StatusPanel } from './status-panel';

/** Where a blocked account or a blocked region lands; the appeal path lets the player ask for a review. */
export function BlockPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <StatusPanel icon="lock" title={t('page.block.title')} text={t('page.block.text')}>
      <Link to={`/${lang}/block/appeal`} className={buttonClassName({ variant: 'primary', size: 'l' })}>
        {t('page.block.appeal')}
      </Link>
      <Link to={`/${lang}/information/contacts`} className={buttonClassName({ size: 'l' })}>
        {t('page.block.contact')}
      </Link>
    </StatusPanel>
  );
}
