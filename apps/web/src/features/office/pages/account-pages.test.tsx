import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { ACCOUNT, serveOffice } from '../office.fixture';

const FULL_REG = () =>
  json({
    data: {
      attributes: toV1Format([
        { id: 'email', name: 'email', type: 'email', required: true },
        {
          id: 'country_id',
          name: 'country_id',
          type: 'select',
          options: [
            { id: 1, name: 'Russia', Alpha2: 'RU' },
            { id: 2, name: 'Germany', Alpha2: 'DE' },
          ],
        },
        {
          id: 'passport_number',
          name: 'passport_number',
          type: 'input',
          validation: { minLength: { value: 6 } },
        },
        { id: 'date_birthday', name: 'date_birthday', type: 'birthday_date' },
      ]),
    },
  });

describe('account pages (ACC-01, ACC-03, ACC-25)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows who the player is, how confirmed the contacts are, and gives a support PIN', async () => {
    const pin = vi.fn<Handler>(() => json({ data: { pin: '482913', expiresAt: '2030-01-01T10:00:00Z' } }));
    serveOffice({ 'POST /web-api/officeapi/getnewpincode': pin });
    renderApp('/en/office/account');
    const page = within(await screen.findByRole('main'));
    expect(await page.findByText('Alice Smith')).toBeTruthy();
    expect(page.getByText('100000042')).toBeTruthy();
    expect(page.getByText('Not confirmed')).toBeTruthy();
    expect(page.getByText('Confirmed')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Confirm' }).getAttribute('href')).toBe(
      '/en/office/email/activation',
    );
    await userEvent.click(page.getByRole('button', { name: 'Get a PIN' }));
    expect(await page.findByText('482913')).toBeTruthy();
  });

  it('edits personal data with full registration’s fields and sends only what changed', async () => {
    const save = vi.fn<Handler>(({ body }) =>
      json({ data: { ...ACCOUNT, fields: { ...ACCOUNT.fields, ...(body as object) } } }),
    );
    serveOffice({
      'GET /web-api/api/web/registration/v1/fields/full_reg': FULL_REG,
      'POST /web-api/officeapi/saveaccountfields': save,
    });
    renderApp('/en/office/account/edit');
    const page = within(await screen.findByRole('main'));
    const address = (await page.findByLabelText('Address')) as HTMLInputElement;
    expect(address.value).toBe('Main st 1');
    expect(page.getByRole('radiogroup', { name: 'Gender' })).toBeTruthy();
    expect(page.getByRole('combobox', { name: 'Year' })).toBeTruthy();
    expect(page.queryByLabelText('Login')).toBeNull();
    const locked = within(page.getByRole('region', { name: 'Verified details' }));
    expect(locked.getByText('Germany')).toBeTruthy();
    await userEvent.type(page.getByLabelText('Document number'), '123');
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    expect(await page.findByText('Too short')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(page.getByLabelText('Document number'), '456');
    await userEvent.clear(address);
    await userEvent.type(address, 'Harbour rd 2');
    await userEvent.click(page.getByRole('radio', { name: 'Female' }));
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0].body).toEqual({
      address: 'Harbour rd 2',
      gender: 'female',
      passport_number: '123456',
    });
    expect(await screen.findByText('Your details are saved')).toBeTruthy();
  });

  it('asks clarify data for the missing identity fields only, all of them required', async () => {
    serveOffice({ 'GET /web-api/api/web/registration/v1/fields/full_reg': FULL_REG });
    renderApp('/en/office/account/clarify');
    const page = within(await screen.findByRole('main'));
    await page.findByLabelText('Document number');
    expect(page.queryByLabelText('Address')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Confirm details' }));
    expect((await page.findAllByText('This field is required')).length).toBe(2);
  });

  it('shows the server’s field errors', async () => {
    serveOffice({
      'GET /web-api/api/web/registration/v1/fields/full_reg': FULL_REG,
      'POST /web-api/officeapi/saveaccountfields': () =>
        json(
          {
            message: 'x',
            errors: [{ code: 'VALIDATION_FAILED', detail: 'x' }],
            validation_errors: { address: ['validation_field_locked'] },
          },
          422,
        ),
    });
    renderApp('/en/office/account/edit');
    const page = within(await screen.findByRole('main'));
    await userEvent.type(await page.findByLabelText('Address'), ' b');
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    expect(await page.findByText('This field can no longer be changed')).toBeTruthy();
  });

  it('changes the login and shows a taken one on the field', async () => {
    const save = vi
      .fn<Handler>()
      .mockImplementationOnce(() =>
        json(
          {
            message: 'x',
            errors: [{ code: 'VALIDATION_FAILED', detail: 'x' }],
            validation_errors: { login: ['validation_login_taken'] },
          },
          422,
        ),
      )
      .mockImplementationOnce(() => json({ data: { ...ACCOUNT, loginName: 'alice.w' } }));
    serveOffice({ 'POST /web-api/officeapi/saveaccountfields': save });
    renderApp('/en/office/account/change-login');
    const page = within(await screen.findByRole('main'));
    const field = await page.findByLabelText('New login');
    await userEvent.type(field, '1abc');
    await userEvent.click(page.getByRole('button', { name: 'Save login' }));
    expect(await page.findByText('This login cannot be used')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'Alice.W');
    await userEvent.click(page.getByRole('button', { name: 'Save login' }));
    expect(await page.findByText('This login is already taken')).toBeTruthy();
    await userEvent.click(page.getByRole('button', { name: 'Save login' }));
    expect(await screen.findByText('Your login is now alice.w')).toBeTruthy();
    expect(save.mock.calls[1]![0].body).toEqual({ login: 'alice.w' });
  });
});
