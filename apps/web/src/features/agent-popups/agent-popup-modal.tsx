import type { AgentPopup } from '@sportsbook/core/site-config/geo-section.schema';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { ModalProps } from '../../shared/ui/modal/modal-host';
import { PromoDialog } from '../../shared/ui/modal/promo-dialog';

/** One cash-agent popup (CFG-20): its texts and a link to where the agents are listed. */
export function AgentPopupModal({ args: popup, onClose }: ModalProps<AgentPopup>) {
  const { t } = useTranslation();
  return (
    <PromoDialog
      title={t(popup.titleKey)}
      text={t(popup.textKey)}
      link={{ href: popup.link, label: t('agentPopup.more') }}
      buttons={[{ labelKey: 'messages.main_close', onClick: onClose }]}
      onClose={onClose}
    />
  );
}
