import { IDENTITY_FIELD_IDS } from '@sportsbook/core/registration/profile-field-ids';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FieldSet } from '../../../shared/dynamic-form/field-set';
import { optionValue } from '../../../shared/dynamic-form/field-options';
import { useConfigText } from '../../../shared/i18n/use-config-text';
import { displayOf } from '../../../shared/ui/date-picker/date-value';
import type { AccountData } from '../api/account-data.api';
import { InfoList } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { profileDescriptors } from './profile-fields';

const isFilled = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Identity data already given: shown, not editable; support changes it on proof. */
export function LockedFields({ data, fieldSet }: { data: AccountData; fieldSet: FieldSet | undefined }) {
  const { t, i18n } = useTranslation();
  const text = useConfigText();
  const ids = IDENTITY_FIELD_IDS.filter((id) => !data.editable.includes(id) && isFilled(data.fields[id]));
  if (ids.length === 0) return null;
  const rows = profileDescriptors(fieldSet, ids).map((field) => {
    const stored = data.fields[field.id];
    const option = field.options?.find((item) => optionValue(item) === String(stored));
    const ownKey = `registration.field.${field.id}`;
    return {
      label: text(field.title) || (i18n.exists(ownKey) ? t(ownKey) : field.name),
      value: option ? text(option.name ?? option.title) : displayOf(String(stored)),
    };
  });
  return (
    <OfficeCard title={t('office.edit.lockedTitle')} description={t('office.edit.lockedText')}>
      <InfoList rows={rows} />
    </OfficeCard>
  );
}
