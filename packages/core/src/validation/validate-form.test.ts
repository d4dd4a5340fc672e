import { describe, expect, it } from 'vitest';
import { compileForm, validateForm, type ValidatedField } from './validate-form';

const registration: ValidatedField[] = [
  { id: 'email', required: true },
  { id: 'name', validation: { required: { message: 'auth_required_field' } } },
  { id: 'surname' },
  { id: 'password', required: true, validation: { minLength: { value: 8 } } },
  { id: 'password_again', required: true },
  { id: 'phone', validation: { phone: { value: { country: 'RU' } } } },
  { id: 'promo', max_length: 5 },
  { id: 'ref_code', hide: true, required: true },
  { id: 'document_type_id' },
  {
    id: 'passport_series',
    required: true,
    depends_on: { action: 'show', field_id: 'document_type_id', condition: { values: [1, 2] } },
  },
  { id: 'agree-policy', required: true, validation: { boolean: { value: true } } },
];

const valid = {
  email: 'ivan@gmail.com',
  name: 'Ivan',
  surname: "O'Neil",
  password: 'secret123',
  password_again: 'secret123',
  phone: '9161234567',
  promo: 'BONUS',
  document_type_id: 3,
  'agree-policy': true,
};

describe('validateForm', () => {
  it('passes a valid registration with an empty error map', () => {
    expect(validateForm(valid, registration)).toEqual({});
  });

  it('answers every failing field with its message keys, as validation_errors', () => {
    const errors = validateForm(
      {
        ...valid,
        email: 'ivan@gmial.com',
        name: '',
        surname: 'Петров',
        password: 'short',
        password_again: 'other',
        phone: '916',
        promo: 'TOOLONG',
        'agree-policy': false,
      },
      registration,
    );
    expect(errors).toEqual({
      email: ['validation_email_domain_typo'],
      name: ['auth_required_field'],
      surname: ['password_available_symbols'],
      password: ['min_symbols_limit'],
      password_again: ['validation_compare'],
      phone: ['phone_min_length'],
      promo: ['validation_max_length'],
      'agree-policy': ['required'],
    });
  });

  it('skips hidden fields and fields whose dependency is not met', () => {
    expect(validateForm(valid, registration).ref_code).toBeUndefined();
    expect(validateForm({ ...valid, document_type_id: '2' }, registration)).toEqual({
      passport_series: ['required'],
    });
  });

  it('lets the map override a field kind rule', () => {
    const fields: ValidatedField[] = [{ id: 'email', validation: { email: { message: 'reg_email_wrong' } } }];
    expect(validateForm({ email: 'x@' }, fields)).toEqual({ email: ['reg_email_wrong'] });
  });

  it('compiles once and validates many times with the same verdicts', () => {
    const form = compileForm(registration);
    expect(form.validate(valid)).toEqual({});
    expect(form.validate({ ...valid, email: '' })).toEqual({ email: ['required'] });
    expect(form.validate(valid)).toEqual({});
  });
});
