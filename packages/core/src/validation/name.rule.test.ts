import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkName } from './name.rule';

describe('checkName', () => {
  it.each([
    'Ivan',
    "O'Neil",
    'O’Neil',
    'Jean-Luc',
    'Mary Ann',
    'José',
    'Łukasz',
    'Ṅgũgĩ',
    'Zoë',
    'Bjørn',
    'D`Arcy',
    'Jose\u0301',
  ])('accepts %j', (name) => {
    expect(checkName(name)).toBeUndefined();
  });

  it.each(['Иван', 'Ivan1', 'Ivan!', 'Ivan_Petrov', 'محمد', '李', 'Ivan\tPetrov', 'A×B', 'Ivan.'])(
    'refuses %j',
    (name) => {
      expect(checkName(name)).toBe('password_available_symbols');
    },
  );

  it('refuses any name with a digit', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 9 }),
        fc.string(),
        (before, digit, after) => checkName(`${before}${digit}${after}`) === 'password_available_symbols',
      ),
    );
  });
});
