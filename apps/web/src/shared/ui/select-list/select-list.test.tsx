import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { toSelectOption } from '../select/select-option';
import { SelectList } from './select-list';

const countries = [
  { id: 1, name: 'Kazakhstan', Alpha2: 'KZ' },
  { id: 2, name: 'Russia', Alpha2: 'RU' },
  { id: 3, name: 'Ukraine', Alpha2: 'UA' },
  { id: 4, name: 'Belarus', Alpha2: 'BY' },
].map(toSelectOption);
const many = Array.from({ length: 5000 }, (_, index) =>
  toSelectOption({ id: index, name: `Option ${index}` }),
);

describe('SelectList (UI-14, UI-17)', () => {
  beforeEach(() => {
    stubElementSizes();
  });

  it('shows five skeleton rows while loading', () => {
    const { container } = render(
      <SelectList label="Country" options={[]} selected={[]} loading onPick={vi.fn()} />,
    );
    expect(container.querySelectorAll('[aria-busy="true"] > *')).toHaveLength(5);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by exact substrings of name and ISO code and picks with the keyboard', async () => {
    const onPick = vi.fn();
    render(
      <SelectList label="Country" options={countries} selected={['2']} autoFocusSearch onPick={onPick} />,
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole('option', { name: /Russia/, selected: true })).toBeTruthy();
    await userEvent.type(search, 'ru');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'RussiaRU',
      'BelarusBY',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ label: 'Belarus' }));
  });

  it('says "No elements found" for a search without matches and "List is empty" for no options', async () => {
    const { rerender } = render(
      <SelectList label="Country" options={countries} selected={[]} onPick={vi.fn()} />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'zz');
    expect(screen.getByRole('status').textContent).toBe(
      'No elements found. Consider changing the search query.',
    );
    rerender(<SelectList label="Country" options={[]} selected={[]} onPick={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('List is empty.');
  });

  it('keeps search text to 100 characters', async () => {
    render(<SelectList label="Country" options={countries} selected={[]} onPick={vi.fn()} />);
    const search = screen.getByRole('searchbox') as HTMLInputElement;
    await userEvent.click(search);
    await userEvent.paste('a'.repeat(140));
    expect(search.value).toHaveLength(100);
  });

  it('draws only the visible part of a long list, and at most 1000 matches', () => {
    render(<SelectList label="Big" options={many} selected={[]} onPick={vi.fn()} />);
    const drawn = screen.getAllByRole('option');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(30);
    const track = screen.getByRole('listbox').firstElementChild as HTMLElement;
    expect(track.style.blockSize).toBe(`${1000 * 40}px`);
  });
});
