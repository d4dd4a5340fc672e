import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../../../shared/site-config/site-config.api';
import { Dialog } from '../../../../shared/ui/modal/dialog';
import type { ModalProps } from '../../../../shared/ui/modal/modal-host';
import type { RegistrationData } from '../api/registration-setup.api';
import type { RegistrationResult } from '../api/registration-submit.api';
import { RegistrationDone } from './registration-done';

export interface RegistrationDoneArgs {
  result: RegistrationResult;
  data: RegistrationData | null;
}

/**
 * The success screen as a modal of its own: the new player is logged in at once, so the page that held the
 * form may give way (registration is for guests), while the one-time password must stay on screen.
 */
export function RegistrationDoneModal({ args, onClose }: ModalProps<RegistrationDoneArgs>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const finish = (path?: string) => {
    onClose();
    const target = path ?? args.result.redirectTo ?? config.registration.redirectAfterRegistration;
    if (target) navigate(target);
  };
  return (
    <Dialog
      title={t('auth.registration.title')}
      onClose={() => finish()}
      buttons={null}
      size="m"
      closeOnOutsideClick={false}
    >
      <RegistrationDone result={args.result} data={args.data} onContinue={finish} />
    </Dialog>
  );
}
