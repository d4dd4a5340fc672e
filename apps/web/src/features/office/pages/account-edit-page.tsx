import { CONTACT_FIELD_IDS } from '@sportsbook/core/registration/profile-field-ids';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { VALUE_FORMAT } from '../../../shared/ui/date-picker/date-value';
import { basicEnvironment } from '../../../shared/dynamic-form/basic-environment';
import { FieldList } from '../../../shared/dynamic-form/field-list';
import { useFieldSet } from '../../../shared/dynamic-form/field-set.api';
import { FormEnvironmentContext } from '../../../shared/dynamic-form/fields/form-environment';
import { validateFields } from '../../../shared/dynamic-form/form-validation';
import { toUserError } from '../../../shared/http/error-mapping';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Button } from '../../../shared/ui/button/button';
import { notify } from '../../../shared/ui/notification/notification.store';
import { useAccountData, useSaveAccountFields, type AccountData } from '../api/account-data.api';
import { OfficeCard } from '../ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../ui/page-state';
import { LockedFields } from './locked-fields';
import { askedFieldIds, changedValues, formValue, profileDescriptors } from './profile-fields';
import styles from '../ui/office-ui.module.css';

type Mode = 'edit' | 'clarify';

const DATE_TYPES = ['datepicker', 'birthday_date'];

/** Dates typed strictly; in clarify mode every asked field is needed. */
function shape(fields: readonly RegistrationField[], mode: Mode): RegistrationField[] {
  return fields.map((field) => ({
    ...field,
    required: mode === 'clarify',
    validation: DATE_TYPES.includes(field.type)
      ? { isDateTime: { value: VALUE_FORMAT }, ...field.validation }
      : field.validation,
  }));
}

function ProfileForm({ data, fields, mode }: { data: AccountData; fields: RegistrationField[]; mode: Mode }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const { derived } = useSiteConfig();
  const save = useSaveAccountFields();
  const ids = fields.map((field) => field.id);
  const [values, setValues] = useState(() =>
    Object.fromEntries(ids.map((id) => [id, formValue(data.fields[id])])),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const shaped = useMemo(() => shape(fields, mode), [fields, mode]);
  const errors = useMemo(() => validateFields(shaped, values), [shaped, values]);
  const failure = save.error ? toUserError(save.error, (key) => i18n.exists(key)) : null;

  const setValue = (id: string, value: unknown) => {
    setValues((current) => ({
      ...current,
      [id]: value,
      ...(id === 'country_id' && 'region_id' in current ? { region_id: '', city_id: '' } : {}),
      ...(id === 'region_id' && 'city_id' in current ? { city_id: '' } : {}),
    }));
    setServerErrors(({ [id]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(errors).length > 0) return;
    const changes = changedValues(values, data.fields, ids);
    if (Object.keys(changes).length === 0) {
      notify({ type: 'info', title: t('office.edit.nothingChanged') });
      return;
    }
    save.mutate(changes, {
      onSuccess: () => notify({ type: 'success', title: t('office.edit.saved') }),
      onError: (error) => {
        const fieldErrors = toUserError(error, (key) => i18n.exists(key)).fieldErrors;
        setServerErrors(Object.fromEntries(Object.entries(fieldErrors).map(([id, keys]) => [id, [...keys]])));
      },
    });
  };

  const submitButton = (
    <Button type="submit" variant="primary" size="l" loading={save.isPending}>
      {t(mode === 'clarify' ? 'office.edit.confirmData' : 'office.edit.save')}
    </Button>
  );
  const environment = basicEnvironment({
    lang,
    values,
    setValue,
    submitButton,
    minimumAge: derived.minimumAge,
  });

  return (
    <FormEnvironmentContext.Provider value={environment}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FieldList
          fields={shaped}
          values={values}
          errorsOf={(id) => serverErrors[id] ?? (touched.has(id) || attempted ? errors[id] : undefined) ?? []}
          onChange={setValue}
          onBlur={(id) => setTouched((current) => new Set(current).add(id))}
        />
        {failure && Object.keys(failure.fieldErrors).length === 0 ? (
          <p className={styles.alert} role="alert">
            {t(failure.messageKey)}
          </p>
        ) : null}
        <div className={styles.formActions}>{submitButton}</div>
      </form>
    </FormEnvironmentContext.Provider>
  );
}

/**
 * Account edit and clarify data (ACC-03): the personal data from getaccountdata drawn with full
 * registration's fields, saved through saveaccountfields. Identity data is filled in once (clarify data
 * asks for what is missing); afterwards it shows read-only.
 */
export function AccountEditPage({ mode = 'edit' }: { mode?: Mode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const account = useAccountData();
  const fieldSet = useFieldSet('full_reg', lang);
  if (account.isPending || fieldSet.isPending) return <PageSkeleton rows={6} />;
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const data = account.data;
  const asked = askedFieldIds(fieldSet.data, data.editable);
  const ids = mode === 'clarify' ? asked.filter((id) => !CONTACT_FIELD_IDS.includes(id)) : asked;
  const fields = profileDescriptors(fieldSet.data, ids);

  if (mode === 'clarify' && fields.length === 0) {
    return (
      <PageEmpty
        icon="check"
        title={t('office.clarify.completeTitle')}
        text={t('office.clarify.completeText')}
      />
    );
  }
  return (
    <>
      <OfficeCard
        title={t(mode === 'clarify' ? 'office.clarify.title' : 'office.edit.title')}
        description={t(mode === 'clarify' ? 'office.clarify.text' : 'office.edit.text')}
      >
        <ProfileForm key={data.editable.join()} data={data} fields={fields} mode={mode} />
      </OfficeCard>
      {mode === 'edit' ? <LockedFields data={data} fieldSet={fieldSet.data} /> : null}
    </>
  );
}

export function ClarifyDataPage() {
  return <AccountEditPage mode="clarify" />;
}
