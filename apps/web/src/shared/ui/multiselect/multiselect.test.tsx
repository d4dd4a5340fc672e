import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { toSelectOption } from '../select/select-option';
import { Multiselect } from './multiselect';
import { toggleValue, visibleTags } from './multiselect-state';

const sports = ['Football', 'Tennis', 'Hockey', 'Basketball'].map((name, index) =>
  toSelectOption({ id: index + 1, name }),
);

function Sports({ max, limit, options = sports }: { max?: number; limit?: number; options?: typeof sports }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Multiselect label="Sports" options={options} value={value} onChange={setValue} max={max} limit={limit} />
  );
}

describe('multiselect state', () => {
  it('toggles values and refuses new ones beyond max', () => {
    expect(toggleValue(['1'], '2')).toEqual(['1', '2']);
    expect(toggleValue(['1', '2'], '1')).toEqual(['2']);
    expect(toggleValue(['1', '2'], '3', 2)).toEqual(['1', '2']);
    expect(toggleValue(['1', '2'], '2', 2)).toEqual(['1']);
  });

  it('shows 99999 tags by default, the rest as a count', () => {
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], rest: 0 });
    expect(visibleTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], rest: 2 });
  });
});

describe('Multiselect (UI-15, UI-16)', () => {
  beforeEach(() => {
    stubElementSizes();
  });

  it('picks several options as tags, "and N more" past the limit, removable one by one', async () => {
    render(<Sports limit={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    const list = screen.getByRole('listbox', { name: 'Sports' });
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    for (const name of ['Football', 'Tennis', 'Hockey']) {
      await userEvent.click(screen.getByRole('option', { name }));
    }
    expect(screen.getByRole('option', { name: 'Tennis', selected: true })).toBeTruthy();
    expect(screen.getByText('and 1 more')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Football' }));
    expect(screen.queryByText('and 1 more')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Hockey' })).toBeTruthy();
  });

  it('shows the maximum message instead of the list once max options are chosen', async () => {
    render(<Sports max={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    await userEvent.click(screen.getByRole('option', { name: 'Tennis' }));
    expect(
      screen.getByText('Maximum of 1 options selected. First remove a selected option to select another.'),
    ).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says "List is empty." without options', async () => {
    render(<Sports options={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    expect(screen.getByRole('status').textContent).toBe('List is empty.');
  });
});
