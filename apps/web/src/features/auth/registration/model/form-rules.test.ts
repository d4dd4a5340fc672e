import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { validateFields } from '../../../../shared/dynamic-form/form-validation';
import { shapeFields, type FormContext } from './form-rules';

const context: FormContext = {
  kind: 'email',
  geoCountryIso: null,
  requiredByDocumentType: { '1': ['passport_series', 'passport_number'] },
  minimumAgeFor: (iso) => (iso === 'ee' ? 21 : 18),
  today: new Date(Date.UTC(2024, 5, 15)),
};
const fields: RegistrationField[] = [
  {
    id: 'country_id',
    name: 'country_id',
    type: 'select',
    options: [
      { id: 1, name: 'Russia', Alpha2: 'RU' },
      { id: 2, name: 'Estonia', Alpha2: 'EE' },
    ],
  },
  {
    id: 'document_type_id',
    name: 'document_type_id',
    type: 'select',
    options: [{ id: 1, name: 'Passport' }],
  },
  { id: 'passport_series', name: 'passport_series', type: 'input' },
  { id: 'passport_number', name: 'passport_number', type: 'input' },
  { id: 'birthday', name: 'birthday', type: 'birthday_date', required: true },
  { id: 'passport_date', name: 'passport_date', type: 'datepicker' },
];
const field = (shaped: RegistrationField[], id: string) => shaped.find((item) => item.id === id)!;

describe('registration form rules', () => {
  it('shows document type and series only for CIS countries, with the matching number placeholder (REG-21)', () => {
    const cis = shapeFields(fields, { country_id: '1' }, context);
    expect(field(cis, 'document_type_id').hide).toBeUndefined();
    expect(field(cis, 'passport_number').placeholder).toBe('reg_field_doc_cis_placeholder');
    const other = shapeFields(fields, { country_id: '2' }, context);
    expect(field(other, 'document_type_id').hide).toBe(true);
    expect(field(other, 'passport_series').hide).toBe(true);
    expect(field(other, 'passport_number').placeholder).toBe('reg_field_doc_placeholder');
  });

  it('falls back to the visitor country and applies only to full registration', () => {
    expect(
      field(shapeFields(fields, {}, { ...context, geoCountryIso: 'kz' }), 'passport_series').hide,
    ).toBeUndefined();
    expect(
      field(shapeFields(fields, { country_id: '2' }, { ...context, kind: 'phone' }), 'passport_series').hide,
    ).toBeUndefined();
  });

  it('makes the fields the chosen document type needs required (REG-22)', () => {
    const values = { country_id: '1', document_type_id: '1', birthday: '1990-01-01' };
    expect(validateFields(shapeFields(fields, values, context), values)).toEqual({
      passport_series: ['required'],
      passport_number: ['required'],
    });
  });

  it('refuses a birthday younger than the country’s minimum age, and half-typed dates (REG-35)', () => {
    const check = (values: Record<string, unknown>) =>
      validateFields(shapeFields(fields, values, context), values);
    expect(check({ country_id: '1', birthday: '2006-06-15' })).toEqual({});
    expect(check({ country_id: '1', birthday: '2006-06-16' })).toEqual({ birthday: ['validation_min_age'] });
    expect(check({ country_id: '2', birthday: '2004-06-15' })).toEqual({ birthday: ['validation_min_age'] });
    expect(check({ country_id: '1', birthday: '1990-02-31' })).toEqual({
      birthday: ['validation_date_time'],
    });
    expect(check({ country_id: '1', birthday: '1990-01-01', passport_date: '31.04' })).toEqual({
      passport_date: ['validation_date_time'],
    });
  });
});
