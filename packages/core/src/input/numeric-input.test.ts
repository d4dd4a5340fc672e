import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_INPUT_OPTIONS,
  clampNumericInput,
  normaliseNumericInput,
  sanitiseNumericInput,
  type NumericInputOptions,
} from './numeric-input';

describe('sanitiseNumericInput (as typed)', () => {
  it.each<[string, NumericInputOptions, string]>([
    ['12a3', {}, '123'],
    ['1 000,50', {}, '1000.50'],
    ['--5', {}, '-5'],
    ['5-3', {}, '53'],
    ['-5', { unsigned: true }, '5'],
    ['007', {}, '7'],
    ['-007.5', {}, '-7.5'],
    ['000', {}, '0'],
    ['.5', {}, '0.5'],
    ['00.5', {}, '0.5'],
    ['1.2.3', {}, '1.23'],
    ['12.345', { accuracy: 2 }, '12.34'],
    ['12.999', { accuracy: 0 }, '12'],
    ['12,', { accuracy: 0 }, '12'],
    ['12.', {}, '12.'],
    ['-', {}, '-'],
    ['', {}, ''],
    ['abc', {}, ''],
    ['123456', { maxLength: 4 }, '1234'],
    ['-12.5', { maxLength: 3 }, '-12'],
    ['12345678901.5', { maxWholeDigits: 10 }, '1234567890.5'],
    ['0012345678901', { maxWholeDigits: 10 }, '1234567890'],
    ['-99999999999.99', AMOUNT_INPUT_OPTIONS, '9999999999.99'],
    ['12\u202f500.00', AMOUNT_INPUT_OPTIONS, '12500.00'],
  ])('%j with %o -> %j', (raw, options, expected) => {
    expect(sanitiseNumericInput(raw, options)).toBe(expected);
  });

  it('keeps only digits, one point and at most a leading minus, for any input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (raw, unsigned, accuracy) => {
          const text = sanitiseNumericInput(raw, { unsigned, accuracy });
          const [whole, fraction] = text.replace(/^-/, '').split('.');
          return (
            /^-?\d*(\.\d*)?$/.test(text) &&
            !(unsigned && text.startsWith('-')) &&
            !/^0\d/.test(whole) &&
            (accuracy === undefined || (fraction ?? '').length <= accuracy) &&
            !(accuracy === 0 && text.includes('.'))
          );
        },
      ),
    );
  });

  it('changes nothing the second time', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = sanitiseNumericInput(raw, { accuracy: 2 });
        return sanitiseNumericInput(once, { accuracy: 2 }) === once;
      }),
    );
  });
});

describe('clampNumericInput (on commit)', () => {
  it.each<[string, NumericInputOptions, string]>([
    ['5', { min: 10 }, '10'],
    ['500', { max: 100 }, '100'],
    ['50', { min: 10, max: 100 }, '50'],
    ['-3', { min: 0 }, '0'],
    ['12.', {}, '12'],
    ['-', {}, ''],
    ['-0', {}, '0'],
    ['', { min: 10 }, ''],
    ['0.001', { min: 0.555, accuracy: 2 }, '0.55'],
    ['5', { min: 1e-7 }, '5'],
    ['0', { min: 1e-7 }, '0.0000001'],
  ])('%j with %o -> %j', (text, options, expected) => {
    expect(clampNumericInput(text, options)).toBe(expected);
  });

  it('always lands inside [min, max] for integer bounds', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (raw, min, span) => {
          const text = normaliseNumericInput(raw, { min, max: min + span, accuracy: 2 });
          return text === '' || (Number(text) >= min && Number(text) <= min + span);
        },
      ),
    );
  });
});
