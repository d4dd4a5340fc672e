import { useTranslation } from '../../i18n/use-translation';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { useConfigText } from '../../i18n/use-config-text';

/**
 * The texts of a field (REG-12): its title (or label) names it, else our name for its id, else its name;
 * show_top_label and show_label set to false only hide that name from sight; important_placeholder wins
 * over placeholder; tooltip explains it.
 */
export function useFieldLabels(field: RegistrationField) {
  const { t, i18n } = useTranslation();
  const text = useConfigText();
  const ownKey = `registration.field.${field.id}`;
  const label = text(field.title ?? field.label) || (i18n.exists(ownKey) ? t(ownKey) : field.name);
  return {
    label,
    labelHidden: field.show_top_label === false || field.show_label === false,
    placeholder: text(field.important_placeholder ?? field.placeholder) || undefined,
    tooltip: text(field.tooltip) || undefined,
  };
}
