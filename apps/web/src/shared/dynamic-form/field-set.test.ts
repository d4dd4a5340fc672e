import { describe, expect, it } from 'vitest';
import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import { allFields, presentFields, toFieldSet } from './field-set';

const stored: StoredField[] = [
  {
    id: 'document_type_id',
    name: 'document_type_id',
    type: 'select',
    options: [
      { id: 1, name: 'Passport' },
      { id: 2, name: 'ID card' },
      { id: 3, name: 'Residence permit' },
    ],
  },
  {
    id: 'passport_series',
    name: 'passport_series',
    type: 'input',
    parent: { field_id: 'document_type_id', values: [1] },
  },
  {
    id: 'passport_end_date',
    name: 'passport_end_date',
    type: 'datepicker',
    parent: { field_id: 'document_type_id', values: [2] },
  },
  { id: 'address', name: 'address', type: 'input', parent: { field_id: 'document_type_id', default: true } },
  { id: 'inn', name: 'inn', type: 'input', hide: true },
  {
    id: 'bank',
    name: 'bank',
    type: 'input',
    depends_on: { action: 'show', field_id: 'document_type_id', condition: { values: [2, 3] } },
  },
];
const { fields, relation_fields } = toV1Format(stored);
const set = toFieldSet(fields, relation_fields);
const ids = (values: Record<string, unknown>) => presentFields(set, values).map((field) => field.id);

describe('registration field sets (REG-18 to REG-20)', () => {
  it('reads version 1 fields back into descriptors: select_data as options', () => {
    expect(set.fields[0]!.options).toHaveLength(3);
    expect(set.fields[0]).not.toHaveProperty('select_data');
  });

  it.each([
    ['1', ['document_type_id', 'passport_series', 'inn']],
    ['2', ['document_type_id', 'passport_end_date', 'inn', 'bank']],
    ['3', ['document_type_id', 'address', 'inn', 'bank']],
    ['', ['document_type_id', 'address', 'inn']],
  ])('for the parent value %j shows the matching children, else the default set', (value, expected) => {
    expect(ids({ document_type_id: value })).toEqual(expected);
  });

  it('keeps a hidden field present (its value is sent) and lists every field once', () => {
    expect(presentFields(set, {}).find((field) => field.id === 'inn')?.hide).toBe(true);
    expect(allFields(set).map((field) => field.id)).toEqual([
      'document_type_id',
      'inn',
      'bank',
      'passport_series',
      'passport_end_date',
      'address',
    ]);
  });
});
