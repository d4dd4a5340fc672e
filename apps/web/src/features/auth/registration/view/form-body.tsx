import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { WelcomeBonusItem } from '@sportsbook/core/registration/registration-data.schema';
import {
  canonicalRegistrationType,
  registrationKind,
} from '@sportsbook/core/registration/registration-types';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { REGISTRATION_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../../../../shared/analytics/track-event';
import { toUserError } from '../../../../shared/http/error-mapping';
import { isHttpError } from '../../../../shared/http/http-error';
import { LANGUAGE_INFO } from '../../../../shared/i18n/languages';
import { useConfigText } from '../../../../shared/i18n/use-config-text';
import { useLang } from '../../../../shared/i18n/use-lang';
import { usePhoneCountries, usePhoneMasks } from '../../../../shared/phone/phone-lists.api';
import { useSiteConfig } from '../../../../shared/site-config/site-config.api';
import { Button } from '../../../../shared/ui/button/button';
import { today as todayDate } from '../../../../shared/ui/date-picker/date-value';
import type { RegistrationData } from '../api/registration-setup.api';
import { useRegistrationSubmit, type RegistrationResult } from '../api/registration-submit.api';
import {
  FormEnvironmentContext,
  type FormEnvironment,
} from '../../../../shared/dynamic-form/fields/form-environment';
import { WelcomeBonusChoice } from '../../../../shared/dynamic-form/fields/welcome-bonus-choice';
import type { FieldSet } from '../../../../shared/dynamic-form/field-set';
import { chosenCountryIso, latestBirthday, type FormContext } from '../model/form-rules';
import { minimumAgeLookup } from '../model/minimum-age';
import { withConsents } from '../model/with-consents';
import { defaultPhoneCountryId, phoneCountriesOf } from '../model/phone-lists';
import { submitBody } from '../model/submit-body';
import { usePhoneFlow } from '../model/use-phone-flow';
import { useRegistrationForm } from '../model/use-registration-form';
import { FieldList } from '../../../../shared/dynamic-form/field-list';
import styles from './registration.module.css';

export interface FormBodyProps {
  /** The tab's type name, sent as `type` (short_reg stays short_reg; its fields are full_reg's). */
  type: string;
  set: FieldSet;
  data: RegistrationData | null;
  welcomeBonuses: readonly WelcomeBonusItem[];
  bonusCode: string | null;
  /** The welcome bonus kind chosen ('' before a choice); the banner follows it (REG-06). */
  bonusChoice: string;
  onBonusChoice: (kind: string) => void;
  isPage: boolean;
  onSubmittingChange: (submitting: boolean) => void;
  onRegistered: (result: RegistrationResult) => void;
}

const isPhoneValue = (value: unknown): value is PhoneValue =>
  typeof value === 'object' && value !== null && 'phoneNum' in value;

/** One registration type's form: its fields, the welcome bonus, the consents and the button. */
export function FormBody({
  type,
  set,
  data,
  welcomeBonuses,
  bonusCode,
  bonusChoice,
  onBonusChoice,
  isPage,
  onSubmittingChange,
  onRegistered,
}: FormBodyProps) {
  const { t, i18n } = useTranslation();
  const text = useConfigText();
  const lang = useLang();
  const config = useSiteConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const kind = registrationKind(canonicalRegistrationType(type) ?? 'full_reg');
  const [codeLength, setCodeLength] = useState<number>();
  const today = useMemo(() => todayDate(), []);
  const minimumAgeFor = useMemo(() => minimumAgeLookup(data), [data]);
  const context = useMemo<FormContext>(
    () => ({
      kind,
      geoCountryIso: config.derived.geoCountryCode,
      requiredByDocumentType: config.derived.officeRequiredFields,
      minimumAgeFor,
      today,
      codeLength,
    }),
    [kind, config.derived, minimumAgeFor, today, codeLength],
  );
  const withConsentFields = useMemo(() => withConsents(set), [set]);
  const form = useRegistrationForm(withConsentFields, context);
  const submit = useRegistrationSubmit();

  const phoneField = form.fields.find((field) => field.type === 'phone');
  const ownCountries = useMemo(() => phoneCountriesOf(phoneField), [phoneField]);
  const listed = usePhoneCountries(lang, Boolean(phoneField) && ownCountries.length === 0);
  const masks = usePhoneMasks();
  const phoneCountries = ownCountries.length > 0 ? ownCountries : (listed.data ?? []);
  const phone = isPhoneValue(form.values.phone) ? form.values.phone : undefined;
  const hasConfirmation = form.fields.some((field) => field.id === 'phone_confirmation');
  const phoneFlow = usePhoneFlow(
    phone,
    String(form.values.phone_confirmation ?? ''),
    form.fields.some((field) => field.type === 'phone_code_button'),
    setCodeLength,
  );
  const hasBonusField = form.fields.some((field) => field.id === 'first_deposit_bonus_choice');
  const offerBonus = config.registration.welcomeBonusChoice && !hasBonusField && welcomeBonuses.length > 0;
  const bonusDescription = text(data?.additionalConfig.welcomeBonusDescription);
  const hasButtonField = form.fields.some((field) => field.type === 'button' && !field.hide);

  useEffect(() => onSubmittingChange(submit.isPending), [submit.isPending, onSubmittingChange]);

  const buttonText =
    kind === 'email'
      ? text(data?.additionalConfig.emailButtonText)
      : kind === 'phone'
        ? text(data?.additionalConfig.phoneButtonText)
        : '';
  const submitButton = (
    <Button
      type="submit"
      variant="primary"
      size="l"
      block
      loading={submit.isPending}
      loadingText={t('common.loading')}
    >
      {buttonText || t('messages.auth_go_to_registration')}
    </Button>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    const unconfirmed = hasConfirmation && !phoneFlow.confirmed;
    if (!form.valid || unconfirmed) {
      trackEvent(REGISTRATION_EVENT.INVALID, {
        s1: type,
        i1: Object.keys(form.errors).length + (unconfirmed ? 1 : 0),
      });
      if (unconfirmed) form.setServerErrors({ phone_confirmation: [ACCOUNT_MESSAGE_KEYS.phoneNotConfirmed] });
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    trackEvent(REGISTRATION_EVENT.SUBMITTED, { s1: type });
    submit.mutate(
      submitBody({ type, fields: form.fields, values: form.values, bonusChoice, bonusCode, isPage }),
      {
        onSuccess: (result) => {
          trackEvent(REGISTRATION_EVENT.SUCCEEDED, { s1: type });
          onRegistered(result);
        },
        onError: (error) => {
          trackEvent(REGISTRATION_EVENT.FAILED, {
            s1: type,
            s2: isHttpError(error) ? error.title : 'network',
          });
          const { fieldErrors } = toUserError(error, (key) => i18n.exists(key));
          form.setServerErrors(
            Object.fromEntries(Object.entries(fieldErrors).map(([id, keys]) => [id, [...keys]])),
          );
        },
      },
    );
  };

  const setValue = form.setValue;
  const environment: FormEnvironment = {
    lang,
    locale: LANGUAGE_INFO[lang].locale,
    values: form.values,
    setValue: useCallback((id: string, value: unknown) => setValue(id, value), [setValue]),
    today,
    latestBirthday: latestBirthday(
      today,
      minimumAgeFor(chosenCountryIso(form.fields, form.values, context.geoCountryIso)),
    ),
    phone: {
      countries: phoneCountries,
      masks: masks.data ?? [],
      loading: listed.isFetching,
      unmaskedCountryIds: config.global.countryIdsWithoutPhoneMask,
      defaultCountryId: defaultPhoneCountryId(
        phoneCountries,
        form.values.phone_country,
        context.geoCountryIso,
      ),
    },
    phoneFlow: {
      ...phoneFlow,
      // A code goes only to a number that passes the phone rules; otherwise the field says what is wrong.
      send: () => {
        form.touch('phone');
        if (!form.errors.phone) phoneFlow.send();
      },
    },
    welcomeBonuses,
    welcomeBonusDescription: bonusDescription,
    submitButton,
  };

  const failure = submit.error ? toUserError(submit.error, (key) => i18n.exists(key)) : null;
  const unplacedErrors = failure
    ? Object.keys(failure.fieldErrors).filter(
        (id) => !form.fields.some((field) => field.id === id && !field.hide),
      )
    : [];

  return (
    <FormEnvironmentContext.Provider value={environment}>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <FieldList
          fields={form.fields}
          values={form.values}
          errorsOf={form.errorsOf}
          onChange={form.setValue}
          onBlur={form.touch}
        />
        {offerBonus ? (
          <WelcomeBonusChoice
            bonuses={welcomeBonuses}
            description={bonusDescription}
            name="bonus_choice"
            value={bonusChoice}
            onChange={onBonusChoice}
          />
        ) : null}
        {failure && (unplacedErrors.length > 0 || Object.keys(failure.fieldErrors).length === 0) ? (
          <p className={styles.alert} role="alert">
            {failure.text ?? t(failure.messageKey)}
          </p>
        ) : null}
        {hasButtonField ? null : submitButton}
      </form>
    </FormEnvironmentContext.Provider>
  );
}
