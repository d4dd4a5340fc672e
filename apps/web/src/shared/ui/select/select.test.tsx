import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { Select } from './select';
import { toSelectOption } from './select-option';

const currencies = ['EUR', 'USD', 'RUB', 'KZT', 'UAH', 'BYN', 'GBP', 'TRY', 'BRL'].map((code, index) =>
  toSelectOption({ id: index + 1, name: code }),
);

function Currency({ errors }: { errors?: string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        label="Currency"
        placeholder="Choose"
        options={currencies}
        value={value}
        onChange={setValue}
        errors={errors}
      />
      <p>Outside</p>
    </>
  );
}

describe('Select', () => {
  beforeEach(() => {
    stubElementSizes();
  });

  it('opens a searchable list with its search focused and shows the picked option', async () => {
    render(<Currency />);
    const trigger = screen.getByRole('button', { name: 'Currency' });
    expect(trigger.textContent).toBe('Choose');
    await userEvent.click(trigger);
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await userEvent.keyboard('kz');
    await userEvent.click(screen.getByRole('option', { name: 'KZT' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toBe('KZT');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside', async () => {
    render(<Currency />);
    await userEvent.click(screen.getByRole('button', { name: 'Currency' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows its errors and marks itself invalid', () => {
    render(<Currency errors={['required']} />);
    const trigger = screen.getByRole('button', { name: 'Currency' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
  });
});
