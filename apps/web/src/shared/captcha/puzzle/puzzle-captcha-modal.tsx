import { useTranslation } from '../../i18n/use-translation';
import type { ModalProps } from '../../ui/modal/modal-host';
import { Dialog } from '../../ui/modal/dialog';
import { PuzzleCaptcha } from './puzzle-captcha';
import type { PuzzleCaptchaArgs } from './puzzle-captcha-provider';

/** The puzzle's popup: closing it any way but solving leaves the request dismissed. */
export function PuzzleCaptchaModal({ args, onClose }: ModalProps<PuzzleCaptchaArgs>) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('captcha.puzzle.title')} onClose={onClose} buttons={null} closeOnEscape>
      <PuzzleCaptcha
        onSolved={(token) => {
          args.onSolved(token);
          onClose();
        }}
      />
    </Dialog>
  );
}
