import { describe, expect, it } from 'vitest';
import en from '@dictionaries/en.json';
import { ERROR_CODES } from '@sportsbook/core/errors/error-codes';
import { toUserError } from './error-mapping';
import { HttpError } from './http-error';

const dictionary: Record<string, string> = en;
const hasKey = (key: string) => key in dictionary;

const withBody = (statusCode: number, data: unknown) => new HttpError({ statusCode, message: 'x', data });

describe('toUserError (spec section 8)', () => {
  it('maps the first error code to errors.<CODE>', () => {
    const error = withBody(401, {
      message: 'Unauthorized',
      errors: [{ code: 'INVALID_CREDENTIALS', detail: '...' }],
    });
    expect(toUserError(error, hasKey)).toEqual({ messageKey: 'errors.INVALID_CREDENTIALS', fieldErrors: {} });
  });

  it.each([
    ['ACCOUNT_LOCKED', 429],
    ['RATE_LIMITED', 429],
  ])('maps %s (%i) to its own message', (code, status) => {
    expect(
      toUserError(withBody(status, { message: '', errors: [{ code, detail: '' }] }), hasKey).messageKey,
    ).toBe(`errors.${code}`);
  });

  it('keeps validation_errors as field errors', () => {
    const error = withBody(422, {
      message: 'Invalid',
      errors: [{ code: 'VALIDATION_FAILED', detail: '' }],
      validation_errors: { login: ['required'], password: ['min_symbols_limit'] },
    });
    expect(toUserError(error, hasKey)).toEqual({
      messageKey: 'errors.VALIDATION_FAILED',
      fieldErrors: { login: ['required'], password: ['min_symbols_limit'] },
    });
  });

  it.each([
    [400, 'errors.BAD_REQUEST'],
    [401, 'errors.UNAUTHENTICATED'],
    [403, 'errors.ACCESS_DENIED'],
    [404, 'errors.NOT_FOUND'],
    [405, 'errors.METHOD_NOT_ALLOWED'],
    [415, 'errors.UNSUPPORTED_MEDIA_TYPE'],
    [429, 'errors.RATE_LIMITED'],
    [451, 'errors.GEO_BLOCKED'],
    [499, 'errors.REQUEST_CANCELLED'],
    [500, 'errors.INTERNAL'],
    [501, 'errors.NOT_IMPLEMENTED'],
    [502, 'errors.BAD_GATEWAY'],
    [1488, 'errors.REQUEST_TIMEOUT'],
    [1489, 'errors.REQUEST_TIMEOUT'],
    [0, 'errors.NETWORK'],
  ])('a %i without a known code shows %s (HTTP-14)', (status, key) => {
    expect(toUserError(withBody(status, 'plain text'), hasKey).messageKey).toBe(key);
  });

  it('falls back to main_error_server for an unknown code and status', () => {
    const error = withBody(418, { message: 'teapot', errors: [{ code: 'SOMETHING_NEW', detail: '' }] });
    expect(toUserError(error, hasKey).messageKey).toBe('messages.main_error_server');
    expect(toUserError(new Error('bug'), hasKey).messageKey).toBe('messages.main_error_server');
  });

  it('uses main_query_error for a platform failure without a message, else shows its text (HTTP-13)', () => {
    expect(toUserError(withBody(200, { Success: false, Error: '' }), hasKey)).toMatchObject({
      messageKey: 'messages.main_query_error',
    });
    expect(toUserError(withBody(200, { Success: false, Error: 'Game is not found' }), hasKey)).toMatchObject({
      text: 'Game is not found',
    });
  });

  it('has a translation for every code of the catalogue', () => {
    expect(Object.keys(ERROR_CODES).filter((code) => !hasKey(`errors.${code}`))).toEqual([]);
  });
});
