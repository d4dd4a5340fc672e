import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../shared/ui/modal/modal-host';
import { Dialog } from '../../shared/ui/modal/dialog';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { LoginForm } from './login-form';
import { useCompleteLogin } from './use-complete-login';

export function LoginModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const openModal = useModalStore((state) => state.openModal);
  return (
    <Dialog title={t('auth.login.title')} onClose={onClose} buttons={null}>
      <LoginForm
        onLoggedIn={(login) => {
          onClose();
          completeLogin(login);
        }}
        onRegister={() => {
          onClose();
          openModal('registration');
        }}
      />
    </Dialog>
  );
}
