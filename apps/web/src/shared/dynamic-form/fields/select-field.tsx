import { useMemo } from 'react';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { Multiselect } from '../../ui/multiselect/multiselect';
import { Select } from '../../ui/select/select';
import { toSelectOption } from '../../ui/select/select-option';
import { GEO_LIST_PARENT, isGeoListField, useGeoList } from '../geo-lists.api';
import { asText, type FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';
import { useFieldLabels } from './use-field-labels';

/** Region and city lists come from the server for the chosen country and region (REG-36). */
function useOptions(field: RegistrationField) {
  const { values, lang } = useFormEnvironment();
  const geoField = isGeoListField(field.id) && !field.options?.length ? field.id : null;
  const geo = useGeoList(geoField ?? 'region_id', geoField ? values[GEO_LIST_PARENT[geoField]] : '', lang);
  const geoOptions = geo.data;
  const ownOptions = field.options;
  const options = useMemo(
    () => ((geoField ? geoOptions : ownOptions) ?? []).map(toSelectOption),
    [geoField, geoOptions, ownOptions],
  );
  return { options, loading: geoField !== null && geo.isFetching };
}

/** select and dropdown fields (a dropdown is a short list without search), and multiselect. */
export function SelectField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const labels = useFieldLabels(field);
  const { options, loading } = useOptions(field);
  if (field.type === 'multiselect') {
    return (
      <Multiselect
        {...labels}
        options={options}
        value={Array.isArray(value) ? value.map(String) : []}
        required={field.required}
        disabled={field.disabled}
        loading={loading}
        searchKeys={field.search_keys}
        errors={errors}
        onChange={(next) => {
          onChange(next);
          onBlur();
        }}
      />
    );
  }
  return (
    <Select
      {...labels}
      name={field.id}
      options={options}
      value={asText(value)}
      required={field.required}
      disabled={field.disabled}
      loading={loading}
      searchKeys={field.search_keys}
      searchable={field.type === 'dropdown' ? false : undefined}
      errors={errors}
      onChange={(next) => {
        onChange(next);
        onBlur();
      }}
    />
  );
}
