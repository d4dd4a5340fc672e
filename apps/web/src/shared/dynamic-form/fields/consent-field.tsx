import { useId } from 'react';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../i18n/use-lang';
import type { FieldProps } from './field-props';
import styles from './fields.module.css';

/** The consents of spec section 2 (REG-33) and the information page each one refers to. */
const CONSENTS: Readonly<Record<string, { labelKey: string; page: string }>> = {
  regRules: { labelKey: 'registration.consent.rules', page: 'rules' },
  regPolitics: { labelKey: 'registration.consent.politics', page: 'privacyPolicy' },
};

export const CONSENT_FIELD_IDS = Object.keys(CONSENTS);

/** regRules and regPolitics: a box to tick, its text linking to the rules or the privacy policy. */
export function ConsentField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const consent = CONSENTS[field.id] ?? CONSENTS.regRules!;
  const missing = errors.length > 0;
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={field.id}
          className={styles.checkInput}
          checked={value === true}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? id : undefined}
          onChange={(event) => {
            onChange(event.target.checked);
            onBlur();
          }}
        />
        <span className={styles.checkText}>
          <span>
            <Trans
              i18nKey={consent.labelKey}
              components={{ doc: <Link to={`/${lang}/information/${consent.page}`} target="_blank" /> }}
            />
          </span>
        </span>
      </label>
      {missing ? (
        <p id={id} className={styles.consentError}>
          {t('registration.consent.required')}
        </p>
      ) : null}
    </div>
  );
}
