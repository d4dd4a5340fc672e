import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding } from './content-encoding';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('never picks an encoding the client weighed 0', () => {
    const weight = fc.constantFrom('0', '0.5', '1');
    fc.assert(
      fc.property(weight, weight, (br, gzip) => {
        const picked = pickEncoding(`br;q=${br}, gzip;q=${gzip}`);
        if (picked !== 'identity') expect(picked === 'br' ? br : gzip).not.toBe('0');
        else expect([br, gzip]).toEqual(['0', '0']);
      }),
    );
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists and with *', () => {
    expect(etagMatches('W/"a1-x"', 'W/"a1-x"')).toBe(true);
    expect(etagMatches('"a1-x"', 'W/"a1-x"')).toBe(true);
    expect(etagMatches('"b", W/"a1-x"', 'W/"a1-x"')).toBe(true);
    expect(etagMatches('*', 'W/"a1-x"')).toBe(true);
    expect(etagMatches('W/"a2-x"', 'W/"a1-x"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a1-x"')).toBe(false);
  });
});
