import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { messageKey } from './message-key';

/**
 * Text of a message key as a field shows it. Keys come as the spec writes them (`required`) or, from an
 * operator's validation map, as any dictionary key; one nobody translated reads as the general "check this
 * field" rather than as a raw key.
 */
export function useMessageText(): (key: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string) => {
      if (i18n.exists(messageKey(key))) return t(messageKey(key));
      if (i18n.exists(key)) return t(key);
      return t(messageKey(VALIDATION_MESSAGE_KEYS.custom));
    },
    [t, i18n],
  );
}
