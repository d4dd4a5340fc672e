import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { messageKey } from './message-key';

/** `reg_field_email`, `office.menu.account`: words joined by `_`, `.` or `-`, the way keys are written. */
const KEY_LIKE = /^[a-z][a-z0-9]*([._-][a-z0-9]+)+$/i;

/**
 * Text the operator configured (field titles, placeholders, banner texts): usually a dictionary key in the
 * spec's style (`reg_email_button`) or ours (`registration.field.email`), else shown as written, so an
 * operator can type a text before its translation exists. A key nobody translated gives '' rather than the
 * raw key, so callers fall back to their own wording.
 */
export function useConfigText(): (text: string | undefined, options?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (text, options) => {
      if (!text) return '';
      if (i18n.exists(messageKey(text))) return t(messageKey(text), options);
      if (i18n.exists(text)) return t(text, options);
      return KEY_LIKE.test(text) ? '' : text;
    },
    [t, i18n],
  );
}
