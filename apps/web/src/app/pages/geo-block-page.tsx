import { Link } from 'react-router';
import { useSession } from '../../features/auth/api/session.api';
import { saveReturnUrl } from '../../features/auth/return-url';
import { useLang } from '../../shared/i18n/use-lang';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button, buttonClassName } from '../../shared/ui/button/button';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { StatusPanel } from './status-panel';

/**
 * HTTP-14: the server answered 451, the visitor is in a country the operator's licence does not cover. Play
 * is closed there, the money a registered player holds is not: the one way on is logging in to withdraw it.
 */
export function GeoBlockPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAuthenticated } = useSession();
  const openModal = useModalStore((state) => state.openModal);
  const withdrawal = `/${lang}/office/withdrawal`;
  return (
    <StatusPanel icon="globe" code="451" title={t('page.geoBlock.title')} text={t('page.geoBlock.text')}>
      {isAuthenticated ? (
        <Link to={withdrawal} className={buttonClassName({ variant: 'primary', size: 'l' })}>
          {t('page.geoBlock.withdraw')}
        </Link>
      ) : (
        <Button
          variant="primary"
          size="l"
          onClick={() => {
            saveReturnUrl(withdrawal);
            openModal('login');
          }}
        >
          {t('header.login')}
        </Button>
      )}
    </StatusPanel>
  );
}
