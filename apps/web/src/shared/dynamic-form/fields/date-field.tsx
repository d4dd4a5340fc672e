import { BirthdayPicker } from '../../ui/date-picker/birthday-picker';
import { DatePicker } from '../../ui/date-picker/date-picker';
import { addYears } from '../../ui/date-picker/date-value';
import { isBirthdayField } from '../field-options';
import { asText, type FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';
import { useFieldLabels } from './use-field-labels';

/** Nobody registering is older than this; the birthday list starts here. */
const OLDEST_AGE_YEARS = 100;

/** datepicker and birthday date fields; a birthday cannot be later than the minimum age allows (REG-35). */
export function DateField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const labels = useFieldLabels(field);
  const { locale, today, latestBirthday } = useFormEnvironment();
  const common = {
    ...labels,
    value: asText(value),
    required: field.required,
    disabled: field.disabled,
    locale,
    errors,
    onChange: (next: string) => {
      onChange(next);
      if (/^\d{4}-\d{2}-\d{2}$/.test(next)) onBlur();
    },
  };
  if (isBirthdayField(field)) {
    return <BirthdayPicker {...common} min={addYears(today, -OLDEST_AGE_YEARS)} max={latestBirthday} />;
  }
  return <DatePicker {...common} name={field.id} />;
}
