import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NumericInputOptions } from '@sportsbook/core/input/numeric-input';
import { NumericInput } from './numeric-input';

function Stake(options: NumericInputOptions) {
  const [value, setValue] = useState('');
  return (
    <>
      <NumericInput label="Stake" value={value} onChange={setValue} {...options} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByLabelText('Stake') as HTMLInputElement;

describe('NumericInput (UI-26, UI-27)', () => {
  it('keeps digits, one decimal point (comma accepted) and trims leading zeros while typing', async () => {
    render(<Stake accuracy={2} />);
    await userEvent.type(field(), '00a1,2.35x');
    expect(field().value).toBe('1.23');
  });

  it('allows one leading minus, none when unsigned', async () => {
    const { unmount } = render(<Stake />);
    await userEvent.type(field(), '-5-');
    expect(field().value).toBe('-5');
    unmount();
    render(<Stake unsigned />);
    await userEvent.type(field(), '-5');
    expect(field().value).toBe('5');
  });

  it('takes whole numbers only at accuracy 0 and respects the maximum length', async () => {
    render(<Stake accuracy={0} maxLength={4} />);
    await userEvent.type(field(), '12.5678');
    expect(field().value).toBe('1256');
  });

  it('raises a value below the minimum and lowers one above the maximum when leaving the field', async () => {
    render(<Stake min={0.5} max={1000} accuracy={2} />);
    await userEvent.type(field(), '0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field().value).toBe('0.5');
    await userEvent.clear(field());
    await userEvent.type(field(), '5000');
    await userEvent.tab();
    expect(field().value).toBe('1000');
  });
});
