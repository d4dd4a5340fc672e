import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { Dialog } from '../../../shared/ui/modal/dialog';
import type { ModalProps } from '../../../shared/ui/modal/modal-host';
import { notify } from '../../../shared/ui/notification/notification.store';
import { useSendActivationMail } from '../../office/api/security.api';
import { ActivationCodeForm } from './activation-code-form';
import styles from './activation.module.css';

export interface RepeatActivationArgs {
  email: string;
}

/** The reminder to confirm the e-mail (user/repeatActivationPopup): its code here, the letter again, or later. */
export function RepeatActivationModal({ args, onClose }: ModalProps<RepeatActivationArgs>) {
  const { t } = useTranslation();
  const resend = useSendActivationMail();
  const [resent, setResent] = useState(false);
  const activated = () => {
    notify({ type: 'success', title: t('office.activation.doneTitle') });
    onClose();
  };
  return (
    <Dialog title={t('office.activation.title')} onClose={onClose} buttons={null} size="s">
      <div className={styles.body}>
        <p className={styles.text}>{t('auth.activation.reminder', { email: args.email })}</p>
        <ActivationCodeForm email={args.email} onActivated={activated} />
        {resent ? (
          <p className={styles.text} role="status">
            {t('office.activation.sentText', { email: args.email })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="ghost"
            loading={resend.isPending}
            disabled={resent}
            onClick={() => resend.mutate(undefined, { onSuccess: () => setResent(true) })}
          >
            {t('office.activation.send')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('auth.activation.later')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
