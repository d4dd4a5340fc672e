import { useTranslation } from '../../shared/i18n/use-translation';
import type { ModalProps } from '../../shared/ui/modal/modal-host';
import { Dialog } from '../../shared/ui/modal/dialog';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { LoginPanel } from './login-panel';
import { useCompleteLogin } from './use-complete-login';

/** args `{ socialSecondFactor: true }` opens at the code step a social sign-in came back with. */
export function LoginModal({ onClose, args }: ModalProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const openModal = useModalStore((state) => state.openModal);
  return (
    <Dialog title={t('auth.login.title')} onClose={onClose} buttons={null}>
      <LoginPanel
        socialSecondFactor={(args as { socialSecondFactor?: boolean } | undefined)?.socialSecondFactor}
        onLoggedIn={(result) => {
          onClose();
          completeLogin(result);
        }}
        onRegister={() => {
          onClose();
          openModal('registration');
        }}
        onNavigate={onClose}
      />
    </Dialog>
  );
}
