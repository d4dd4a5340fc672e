import { useTranslation } from '../../i18n/use-translation';
import { useConfigText } from '../../i18n/use-config-text';
import type { FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';
import styles from './fields.module.css';

/** A label field: a line of text between fields (custom_label, else label, else title). */
export function LabelField({ field }: FieldProps) {
  const text = useConfigText();
  return <p className={styles.note}>{text(field.custom_label ?? field.label ?? field.title)}</p>;
}

/** A button field marks where the registration button goes (REG-29); its label is the field's own. */
export function ButtonField() {
  return <>{useFormEnvironment().submitButton}</>;
}

/**
 * The invisible captcha (google type) has no field of its own: when the server asks for it on submit, the
 * vendor's widget runs (shared/captcha) and its token goes in x-captcha-token. Only a note is drawn here.
 */
export function InvisibleCaptchaField() {
  const { t } = useTranslation();
  return <span className="visually-hidden">{t('registration.captcha.protected')}</span>;
}
