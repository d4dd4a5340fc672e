import { describe, expect, it } from 'vitest';
import { isFieldVisible } from '../validation/field-visibility';
import { storedFieldSetSchema, type StoredField } from './field-set.schema';
import { toDescriptorFormat, toV1Format, visibleChildren } from './field-set-formats';

const country: StoredField = {
  id: 'country_id',
  name: 'country_id',
  type: 'select',
  options: [{ id: 1 }, { id: 2 }, { id: 3 }],
};
const fields: StoredField[] = [
  country,
  { id: 'series', name: 'series', type: 'input', parent: { field_id: 'country_id', values: [1, 2] } },
  {
    id: 'number',
    name: 'number',
    type: 'input',
    placeholder: 'cis',
    parent: { field_id: 'country_id', values: [1, 2] },
  },
  {
    id: 'number',
    name: 'number',
    type: 'input',
    placeholder: 'other',
    parent: { field_id: 'country_id', default: true },
  },
  { id: 'email', name: 'email', type: 'email', value: 'x' },
];

describe('the version 1 format', () => {
  const v1 = toV1Format(fields);

  it('keeps root fields in order, marking parents, with select_data and value', () => {
    expect(v1.fields.map((f) => [f.id, f.attributes.isParentField, f.attributes.value])).toEqual([
      ['country_id', true, null],
      ['email', false, 'x'],
    ]);
    expect(v1.fields[0]?.attributes.select_data).toEqual(country.options);
  });

  it('groups children by parent id, then by value or default', () => {
    expect(Object.keys(v1.relation_fields.country_id ?? {})).toEqual(['1', '2', 'default']);
    expect(v1.relation_fields.country_id?.['2']?.map((f) => f.id)).toEqual(['series', 'number']);
    expect(v1.relation_fields.country_id?.default?.[0]?.attributes).toMatchObject({
      placeholder: 'other',
      parentFieldName: 'country_id',
      parentFieldValue: 'default',
    });
  });

  it.each([
    [1, ['series', 'number']],
    ['2', ['series', 'number']],
    [3, ['number']],
    [undefined, ['number']],
  ])('shows for parent value %j the children %j', (value, ids) => {
    expect(visibleChildren(v1.relation_fields, 'country_id', value).map((f) => f.id)).toEqual(ids);
  });
});

describe('the descriptor format', () => {
  const descriptors = toDescriptorFormat(fields);

  it('turns children into depends_on, the default case listing the other option values', () => {
    expect(descriptors[1]?.depends_on).toEqual({
      action: 'show',
      field_id: 'country_id',
      condition: { values: [1, 2] },
    });
    expect(descriptors[3]?.depends_on?.condition.values).toEqual([3]);
    expect(descriptors.every((d) => !('parent' in d))).toBe(true);
  });

  it('shows exactly the fields the version 1 format shows, for every parent value', () => {
    const v1 = toV1Format(fields);
    for (const value of [1, 2, 3]) {
      const shown = descriptors.filter((d) => d.depends_on && isFieldVisible(d, { country_id: value }));
      expect(shown.map((d) => d.placeholder ?? d.id)).toEqual(
        visibleChildren(v1.relation_fields, 'country_id', value).map((f) => f.attributes.placeholder ?? f.id),
      );
    }
  });
});

describe('an operator field set', () => {
  it('is refused with a parent that is missing or later, a child with depends_on, or a bad rule', () => {
    const child = { id: 'c', name: 'c', type: 'input' as const, parent: { field_id: 'p', values: [1] } };
    expect(storedFieldSetSchema.safeParse([child]).success).toBe(false);
    expect(
      storedFieldSetSchema.safeParse([
        { id: 'p', name: 'p', type: 'input' },
        { ...child, parent: { field_id: 'p', default: true } },
      ]).success,
    ).toBe(false);
    expect(
      storedFieldSetSchema.safeParse([
        { id: 'x', name: 'x', type: 'input', validation: { match: { value: '(' } } },
      ]).success,
    ).toBe(false);
    expect(storedFieldSetSchema.safeParse(fields).success).toBe(true);
  });
});
