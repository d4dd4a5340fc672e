import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BirthdayPicker } from './birthday-picker';
import { DatePicker } from './date-picker';

const utc = (text: string) => new Date(`${text}T00:00:00Z`);

function Picker({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DatePicker
      label="Issue date"
      locale="en-GB"
      value={value}
      min={utc('2020-01-10')}
      max={utc('2020-02-20')}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('parses typed text strictly: a real date gives yyyy-MM-dd, anything else stays text', async () => {
    const onValue = vi.fn();
    render(<Picker onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Issue date' }) as HTMLInputElement;
    await userEvent.type(input, '31042020');
    expect(input.value).toBe('31.04.2020');
    expect(onValue).toHaveBeenLastCalledWith('31.04.2020');
    await userEvent.clear(input);
    await userEvent.type(input, '15012020');
    expect(onValue).toHaveBeenLastCalledWith('2020-01-15');
  });

  it('picks from a calendar where days outside min and max are disabled', async () => {
    const onValue = vi.fn();
    render(<Picker onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Issue date' });
    expect(within(calendar).getByText('February 2020')).toBeTruthy();
    const day = (name: string) =>
      within(calendar).getByRole('button', { name: new RegExp(name) }) as HTMLButtonElement;
    expect(day('21 February 2020').disabled).toBe(true);
    await userEvent.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(day(' 9 January 2020').disabled).toBe(true);
    await userEvent.click(day('10 January 2020'));
    expect(onValue).toHaveBeenLastCalledWith('2020-01-10');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Issue date' }) as HTMLInputElement).value).toBe(
      '10.01.2020',
    );
  });
});

describe('BirthdayPicker', () => {
  function Birthday({ onValue }: { onValue: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <BirthdayPicker
        label="Date of birth"
        locale="en-GB"
        value={value}
        min={utc('1926-06-01')}
        max={utc('2008-06-01')}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('offers years between min and max and gives yyyy-MM-dd once complete', async () => {
    const onValue = vi.fn();
    render(<Birthday onValue={onValue} />);
    const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect(year.options[1]!.value).toBe('2008');
    expect(year.options[year.options.length - 1]!.value).toBe('1926');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '29');
    expect(onValue).toHaveBeenLastCalledWith('--29');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    await userEvent.selectOptions(year, '2000');
    expect(onValue).toHaveBeenLastCalledWith('2000-02-29');
  });

  it('offers only the days of the chosen month', async () => {
    render(<Birthday onValue={vi.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    const day = screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
    expect(day.options).toHaveLength(29);
  });
});
