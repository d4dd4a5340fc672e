import { describe, expect, it } from 'vitest';
import { filterOptions, toSelectOption, type RawSelectOption } from './select-option';

const countries: RawSelectOption[] = [
  { id: 1, name: 'Kazakhstan', Alpha2: 'KZ', phone_code: '7', aliases: ['Qazaqstan'] },
  { id: 2, name: 'Russia', Alpha2: 'RU', phone_code: '7' },
  { value: 'ua', title: 'Ukraine', code: 'UA', phone_code: '380' },
];
const options = countries.map(toSelectOption);
const labels = (list: { label: string }[]) => list.map((option) => option.label);

describe('select options (REG-24, UI-14)', () => {
  it('reads id or value, name or title, Alpha2 or code', () => {
    expect(options.map(({ value, label, iso }) => [value, label, iso])).toEqual([
      ['1', 'Kazakhstan', 'KZ'],
      ['2', 'Russia', 'RU'],
      ['ua', 'Ukraine', 'UA'],
    ]);
  });

  it.each([
    ['', ['Kazakhstan', 'Russia', 'Ukraine']],
    ['ss', ['Russia']],
    ['RU', ['Russia']],
    ['ua', ['Ukraine']],
    ['kz', ['Kazakhstan']],
    ['zkh', []],
    ['  rus ', ['Russia']],
  ])('matches exact substrings of name and iso: %j', (query, expected) => {
    expect(labels(filterOptions(options, query))).toEqual(expected);
  });

  it('searches the fields the descriptor names in search_keys instead', () => {
    expect(labels(filterOptions(options, '38', ['phone_code']))).toEqual(['Ukraine']);
    expect(labels(filterOptions(options, 'qazaq', ['name', 'aliases']))).toEqual(['Kazakhstan']);
    expect(labels(filterOptions(options, 'ua', ['name']))).toEqual([]);
  });
});
