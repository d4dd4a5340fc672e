import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { registrationRoutes } from './registration.fixture';

/** One field set using every display property of the server's field descriptor (spec section 3). */
const FIELDS: StoredField[] = [
  {
    id: 'name',
    name: 'name',
    type: 'input',
    title: 'Given name',
    group: 'person',
    placeholder: 'Name',
    important_placeholder: 'As in the passport',
    required: true,
    max_length: 30,
    tooltip: 'Latin letters only',
    item_class: 'wide',
  },
  {
    id: 'surname',
    name: 'surname',
    type: 'input',
    title: 'Family name',
    group: 'person',
    show_top_label: false,
  },
  { id: 'address', name: 'address', type: 'input', title: 'Street', show_label: false },
  { id: 'ref_code', name: 'ref_code', type: 'input', title: 'Promo code', disabled: true, value: 'WELCOME' },
  {
    id: 'postal_code',
    name: 'postal_code',
    type: 'input',
    title: 'Postal code',
    input_type: 'number',
    validation: { minLength: { value: 5, message: 'equal_length' } },
  },
  { id: 'password', name: 'password', type: 'password', title: 'Secret', show_pass_icon: false },
  { id: 'inn', name: 'inn', type: 'input', title: 'Tax number', show_copy_icon: true },
  { id: 'note', name: 'note', type: 'label', label: 'Plain label', custom_label: 'Read this first' },
  {
    id: 'receive_news',
    name: 'receive_news',
    type: 'checkbox',
    custom_label: 'Send me news',
    checked_input: true,
  },
  {
    id: 'phone',
    name: 'phone',
    type: 'phone',
    title: 'Mobile',
    options: [{ id: 3, name: 'Germany', Alpha2: 'DE', phone_code: '49' }],
    parts: { button: { hide: true }, input: { placeholder: 'Your number' } },
  },
  {
    id: 'country_id',
    name: 'country_id',
    type: 'select',
    title: 'Country',
    hide: true,
    options: [
      { id: 2, name: 'Germany', Alpha2: 'DE' },
      { id: 1, name: 'Russia', Alpha2: 'RU' },
    ],
  },
  {
    id: 'currency_id',
    name: 'currency_id',
    type: 'select',
    title: 'Money',
    preselect_first: true,
    options: [
      { id: 978, name: 'EUR' },
      { id: 840, name: 'USD' },
    ],
  },
];

function serve(submit: Handler) {
  return mockServer({
    routes: {
      ...registrationRoutes(['properties']),
      'GET /web-api/api/web/registration/v1/fields/properties': () =>
        json({ data: { attributes: toV1Format(FIELDS) } }),
      'POST /web-api/registration/submit': submit,
    },
  });
}

const cellOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-field]')!;

describe('field descriptor properties (REG-12, REG-14, REG-25)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws each field as its descriptor says', async () => {
    serve(vi.fn<Handler>());
    renderApp('/en/registration');
    const name = await screen.findByRole('textbox', { name: /Given name/ });
    const form = name.closest('form')!;

    // title names the field; important_placeholder wins over placeholder; required, max_length, tooltip.
    expect(name.getAttribute('placeholder')).toBe('As in the passport');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('maxlength')).toBe('30');
    expect(within(cellOf(name)).getByRole('note', { name: 'Latin letters only' })).toBeTruthy();
    expect(cellOf(name).dataset.itemClass).toBe('wide');

    // group: name and surname share one row; address has a row of its own.
    const surname = within(form).getByRole('textbox', { name: 'Family name' });
    const address = within(form).getByRole('textbox', { name: 'Street' });
    expect(cellOf(surname).parentElement).toBe(cellOf(name).parentElement);
    expect(cellOf(address).parentElement).not.toBe(cellOf(name).parentElement);

    // show_top_label / show_label false: the name still labels the input but is not drawn.
    expect(within(cellOf(name)).getByText('Given name').closest('.visually-hidden')).toBeNull();
    expect(within(cellOf(surname)).getByText('Family name').closest('.visually-hidden')).not.toBeNull();
    expect(within(cellOf(address)).getByText('Street').closest('.visually-hidden')).not.toBeNull();

    // disabled, with its configured value; input_type number asks for the numeric keyboard.
    const promo = within(form).getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement;
    expect(promo.disabled).toBe(true);
    expect(promo.value).toBe('WELCOME');
    expect(within(form).getByRole('textbox', { name: 'Postal code' }).getAttribute('inputmode')).toBe(
      'numeric',
    );

    // show_pass_icon false takes the reveal button off a password; show_copy_icon adds a copy button.
    expect(within(cellOf(within(form).getByLabelText('Secret'))).queryByRole('button')).toBeNull();
    expect(
      within(cellOf(within(form).getByRole('textbox', { name: 'Tax number' }))).getByRole('button', {
        name: 'Copy',
      }),
    ).toBeTruthy();

    // A label field shows custom_label before label; checked_input starts a checkbox ticked.
    expect(within(form).getByText('Read this first')).toBeTruthy();
    expect(within(form).queryByText('Plain label')).toBeNull();
    expect((within(form).getByRole('checkbox', { name: 'Send me news' }) as HTMLInputElement).checked).toBe(
      true,
    );

    // A phone's parts: the country button hidden, the number input with its own placeholder.
    const phone = within(form).getByRole('group', { name: 'Mobile' });
    expect(within(phone).queryByRole('button')).toBeNull();
    expect(within(phone).getByLabelText('Mobile', { selector: 'input' }).getAttribute('placeholder')).toBe(
      'Your number',
    );

    // hide: not drawn; preselect_first: the first option is chosen.
    expect(within(form).queryByRole('button', { name: 'Country' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Money' }).textContent).toContain('EUR');
  });

  it('checks the validation map and sends hidden, preselected and pre-ticked values', async () => {
    const submit = vi.fn<Handler>(() =>
      json({ message: 'Some fields are invalid', errors: [], validation_errors: {} }, 422),
    );
    serve(submit);
    renderApp('/en/registration');
    const postal = await screen.findByRole('textbox', { name: 'Postal code' });
    await userEvent.type(postal, '123');
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(submit).not.toHaveBeenCalled();
    expect(within(cellOf(postal)).getByText('Wrong number of characters')).toBeTruthy();
    expect(
      within(cellOf(screen.getByRole('textbox', { name: /Given name/ }))).getByText('This field is required'),
    ).toBeTruthy();

    await userEvent.type(postal, '45');
    await userEvent.type(screen.getByRole('textbox', { name: /Given name/ }), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(vi.mocked(submit).mock.calls[0]![0].body).toMatchObject({
      name: 'Anna',
      postal_code: '12345',
      ref_code: 'WELCOME',
      receive_news: true,
      country_id: '2',
      currency_id: '978',
    });
  });
});
