import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['0F8FAD5B-D9CB-469F-A165-70867728950E', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['0f8fad5bd9cb469fa16570867728950e', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950e ', false],
    ['zf8fad5b-d9cb-469f-a165-70867728950e', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j is a UUID: %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
