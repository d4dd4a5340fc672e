import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import { REGISTRATION_FIELD_TYPES } from '@sportsbook/core/registration/registration-field.schema';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { registrationRoutes } from './registration.fixture';

const options = [
  { id: 1, name: 'First', Alpha2: 'RU', phone_code: '7' },
  { id: 2, name: 'Second', Alpha2: 'DE', phone_code: '49' },
];
const EVERY_TYPE: StoredField[] = REGISTRATION_FIELD_TYPES.map((type) => ({
  id: type === 'social_types' ? 'social_types_id' : `f_${type}`,
  name: `f_${type}`,
  title: `Field ${type}`,
  type,
  ...(['select', 'multiselect', 'dropdown', 'list', 'phone'].includes(type) ? { options } : {}),
  ...(type === 'social_types' ? { options: [{ id: 'google', name: 'Google' }] } : {}),
  ...(type === 'extended_checkbox' ? { placeholder: 'More about it' } : {}),
}));

describe('every field type renders (REG-13)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws each of the 20 types with its control', async () => {
    mockServer({
      routes: {
        ...registrationRoutes(['every_type']),
        'GET /web-api/api/web/registration/v1/fields/every_type': () =>
          json({ data: { attributes: toV1Format(EVERY_TYPE) } }),
        'GET /web-api/user/getphonecountries': () =>
          json({ data: { countries: [{ id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' }] } }),
      },
    });
    renderApp('/en/registration');
    const input = await screen.findByRole('textbox', { name: 'Field input' });
    const form = input.closest('form')!;
    expect(within(form).getByLabelText('Field email')).toBeTruthy();
    expect(within(form).getByLabelText('Field password', { selector: 'input' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Field select' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Field dropdown' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Field multiselect' })).toBeTruthy();
    expect(within(form).getByText('Field label')).toBeTruthy();
    expect(within(form).getByText('This form is protected by a captcha')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Field custom_captcha' })).toBeTruthy();
    expect(within(form).getAllByRole('button', { name: 'Register' })).toHaveLength(1);
    expect(within(form).getByRole('button', { name: 'Field phone_country' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Field datepicker' })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Year' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Field checkbox' })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: /Field extended_checkbox/ })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Field background_checkbox' })).toBeTruthy();
    expect(within(form).getByRole('radiogroup', { name: 'Field list' })).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'Field phone' })).toBeTruthy();
  });
});
