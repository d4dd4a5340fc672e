import { useTranslation } from '../../shared/i18n/use-translation';
import { toUserError } from '../../shared/http/error-mapping';
import { notify } from '../../shared/ui/notification/notification.store';

/** Tells the player, in their language, why an action on their money was refused. */
export function useFailureNotice(): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  return (error) => {
    const failure = toUserError(error, (key) => i18n.exists(key));
    notify({ type: 'error', text: failure.text ?? t(failure.messageKey) });
  };
}
