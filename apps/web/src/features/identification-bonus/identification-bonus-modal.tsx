import { useNavigate } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { ModalProps } from '../../shared/ui/modal/modal-host';
import { PromoDialog } from '../../shared/ui/modal/promo-dialog';
import { useSiteConfig } from '../../shared/site-config/site-config.api';

/** The identification bonus offer (UI-09, BON-11): identify the account in the office and get the bonus. */
export function IdentificationBonusModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { promo } = useSiteConfig();
  const identify = () => {
    onClose();
    void navigate(`/${lang}/office/identification`);
  };
  return (
    <PromoDialog
      title={t('identificationBonus.title')}
      text={t('identificationBonus.text')}
      link={{ href: promo.bonusPopupLink, label: t('identificationBonus.rules') }}
      buttons={[
        { labelKey: 'identificationBonus.identify', onClick: identify, variant: 'primary' },
        { labelKey: 'identificationBonus.later', onClick: onClose },
      ]}
      onClose={onClose}
    />
  );
}
