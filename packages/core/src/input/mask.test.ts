import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMask, compileMask, maskSlotCount } from './mask';

describe('applyMask', () => {
  it.each([
    ['(###) ###-##-##', '9161234567', '(916) 123-45-67', '9161234567', true],
    ['(###) ###-##-##', '916', '(916', '916', false],
    ['(###) ###-##-##', '(916) 12', '(916) 12', '91612', false],
    ['(###) ###-##-##', '9a1b6', '(916', '916', false],
    ['XXXX', 'a1-B2', 'a1B2', 'a1B2', true],
    ['SS ####', '1ab2345', 'ab 2345', 'ab2345', true],
    ['AA-aa', 'xYzW', 'XY-zw', 'XYzw', true],
    ['!#-##', '12', '#-12', '12', true],
    ['#*.##', '1234.56', '1234.56', '123456', true],
    ['+#*', '79161234567', '+79161234567', '79161234567', true],
    ['##', '', '', '', false],
    ['Дата ##', '12', 'Дата 12', '12', true],
  ])('%j with %j -> %j', (mask, value, masked, raw, complete) => {
    expect(applyMask(mask, value)).toEqual({ masked, raw, complete });
  });

  it('accepts letters of any script in letter slots', () => {
    expect(applyMask('AA', 'жё').masked).toBe('ЖЁ');
  });

  it('reads its own output back unchanged', () => {
    const mask = compileMask('(###) ###-##-##');
    fc.assert(
      fc.property(fc.string(), (value) => {
        const first = applyMask(mask, value);
        const again = applyMask(mask, first.masked);
        return again.masked === first.masked && again.raw === first.raw;
      }),
    );
  });

  it('gives the same raw value whether typed plain or pre-formatted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}$/), (digits) => {
        const masked = applyMask('(###) ###-##-##', digits).masked;
        return applyMask('(###) ###-##-##', masked).raw === digits;
      }),
    );
  });
});

describe('maskSlotCount', () => {
  it.each([
    ['(###) ###-##-##', 10],
    ['+7 ### ###-##-##', 10],
    ['!###', 2],
    ['#*', 0],
    ['', 0],
  ])('%j has %i fixed slots', (mask, count) => {
    expect(maskSlotCount(mask)).toBe(count);
  });
});
