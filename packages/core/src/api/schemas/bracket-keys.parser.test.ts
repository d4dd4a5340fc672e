import { describe, expect, it } from 'vitest';
import { nestBracketKeys } from './bracket-keys.parser';

describe('nestBracketKeys', () => {
  it('nests the old form-encoded coupon fields like a JSON body', () => {
    const form = {
      'Events[0][GameId]': '714350696',
      'Events[0][Type]': '10',
      'Events[1][GameId]': '5',
      Summ: '10.5',
    };
    expect(nestBracketKeys(form)).toEqual({
      Events: [{ GameId: '714350696', Type: '10' }, { GameId: '5' }],
      Summ: '10.5',
    });
  });

  it('appends for empty brackets and keeps sparse indexes as an object', () => {
    expect(nestBracketKeys({ 'ids[]': '1', 'a[3]': 'y' })).toEqual({ ids: ['1'], a: { 3: 'y' } });
  });

  it('drops keys that could reach a prototype, and huge indexes', () => {
    const nested = nestBracketKeys({
      '__proto__[polluted]': '1',
      'a[constructor][x]': '2',
      'b[99999]': '3',
      c: '4',
    });
    expect(nested).toEqual({ c: '4' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves bodies without brackets, arrays and non-objects unchanged', () => {
    const body = { Events: [{ GameId: 1 }] };
    expect(nestBracketKeys(body)).toBe(body);
    expect(nestBracketKeys([1])).toEqual([1]);
    expect(nestBracketKeys('text')).toBe('text');
  });
});
