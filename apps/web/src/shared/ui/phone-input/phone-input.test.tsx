import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { stubElementSizes } from '../../../test/element-size';
import { toPhoneCountry, type PhoneCountry } from '../../phone/phone-country';
import { PhoneInput, type PhoneInputParts } from './phone-input';

const COUNTRIES = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' },
  { id: 87, name: 'Kazakhstan', country_code: 'KZ', tel_code: '7' },
  { id: 2, name: 'Ukraine', country_code: 'UA', tel_code: '380' },
  { id: 3, name: 'Germany', country_code: 'DE', tel_code: '49' },
].map(toPhoneCountry);
const MASKS = [{ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 }];

function Phone({
  countries = COUNTRIES,
  onValue,
}: {
  countries?: PhoneCountry[];
  onValue?: (v: PhoneValue) => void;
}) {
  const [value, setValue] = useState<PhoneValue>();
  return (
    <>
      <PhoneInput
        label="Phone"
        value={value}
        countries={countries}
        masks={MASKS}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <p>Outside</p>
    </>
  );
}

const number = () => screen.getByLabelText('Phone', { selector: 'input' }) as HTMLInputElement;
const code = () => screen.getByRole('textbox', { name: 'Country calling code' }) as HTMLInputElement;
const countryButton = () => screen.getByRole('button', { name: /^Country:/ });

describe('PhoneInput (UI-18 to UI-24)', () => {
  beforeEach(() => {
    stubElementSizes();
  });

  it('keeps a calling code typed before the country list arrived, and names its country once it is here', async () => {
    const onValue = vi.fn();
    const { rerender } = render(<Phone countries={[]} onValue={onValue} />);
    await userEvent.type(code(), '49');
    await userEvent.type(number(), '15112345671');
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ phoneCode: '49', phoneNum: '15112345671', fullPhone: '4915112345671' }),
    );
    rerender(<Phone countries={COUNTRIES} onValue={onValue} />);
    expect(onValue).toHaveBeenLastCalledWith({
      countryCode: 'de',
      countryId: 3,
      phoneCode: '49',
      phoneNum: '15112345671',
      fullPhone: '4915112345671',
    });
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Germany');
  });

  it('starts on the first country, shows the number in its mask and reports the phone value', async () => {
    const onValue = vi.fn();
    render(<Phone onValue={onValue} />);
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Russia');
    expect(code().value).toBe('7');
    expect(code().placeholder).toBe('xxx');
    await userEvent.type(number(), '916123456789');
    expect(number().value).toBe('(916) 123-45-67');
    expect(onValue).toHaveBeenLastCalledWith({
      countryCode: 'ru',
      countryId: 1,
      phoneCode: '7',
      phoneNum: '9161234567',
      fullPhone: '79161234567',
    });
  });

  it('clears the number when its first digit is not allowed in the country', async () => {
    render(<Phone />);
    await userEvent.type(number(), '7');
    expect(number().value).toBe('');
    await userEvent.type(number(), '9');
    expect(number().value).toBe('(9');
  });

  it('focuses the search on open and picks a country from the list', async () => {
    const onValue = vi.fn();
    render(<Phone onValue={onValue} />);
    await userEvent.click(countryButton());
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await userEvent.keyboard('ukr');
    await userEvent.click(screen.getByRole('option', { name: /Ukraine/ }));
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Ukraine');
    expect(code().value).toBe('380');
    expect(document.activeElement).toBe(number());
  });

  it('lists countries whose code contains the typed digits and matches the typed code on close', async () => {
    const onValue = vi.fn();
    render(<Phone onValue={onValue} />);
    await userEvent.clear(code());
    await userEvent.type(code(), '+4a9');
    expect(code().value).toBe('49');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['DEGermany+49']);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Germany');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ countryCode: 'de', phoneCode: '49' }));
  });

  it('takes the typed code once the player moves on to the number', async () => {
    render(<Phone />);
    await userEvent.clear(code());
    await userEvent.type(code(), '380');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.click(number());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(countryButton().getAttribute('aria-label')).toBe('Country: Ukraine');
  });

  it('keeps a typed code no country has as a bare code, at most three digits', async () => {
    const onValue = vi.fn();
    render(<Phone onValue={onValue} />);
    await userEvent.clear(code());
    await userEvent.type(code(), '99999');
    expect(code().value).toBe('999');
    await userEvent.click(screen.getByText('Outside'));
    expect(code().value).toBe('999');
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ countryCode: '', countryId: undefined, phoneCode: '999' }),
    );
  });

  it('is disabled without the angle icon when there is one country or none', () => {
    render(<Phone countries={COUNTRIES.slice(0, 1)} />);
    const button = countryButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('svg')).toBeNull();
  });
});

describe('PhoneInput parts set by the field descriptor (REG-14)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  const renderWith = (parts: PhoneInputParts) =>
    render(
      <PhoneInput label="Phone" value={undefined} countries={COUNTRIES} parts={parts} onChange={() => {}} />,
    );

  it('hides the country button and shows the calling code as text instead of an input', () => {
    renderWith({ button: { hide: true }, input_code: { hide: true } });
    expect(screen.queryByRole('button', { name: /^Country:/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Country calling code' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Phone' }).textContent).toContain('+7');
    expect(number().disabled).toBe(false);
  });

  it('disables the code input, and the button when the list is off; a typed code opens no list', async () => {
    renderWith({ input_code: { disabled: true }, select: { disabled: true } });
    expect(code().disabled).toBe(true);
    expect((countryButton() as HTMLButtonElement).disabled).toBe(true);

    render(
      <PhoneInput
        label="Other"
        value={undefined}
        countries={COUNTRIES}
        parts={{ select: { hide: true } }}
        onChange={() => {}}
      />,
    );
    const otherCode = screen.getAllByRole('textbox', { name: 'Country calling code' })[1]!;
    await userEvent.clear(otherCode);
    await userEvent.type(otherCode, '38');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
