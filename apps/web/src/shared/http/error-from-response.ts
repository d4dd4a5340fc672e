import type { ErrorBody } from '@sportsbook/core/errors/error-body';
import { HttpError } from './http-error';

export function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const body = data as Partial<ErrorBody>;
  return typeof body.message === 'string' || Array.isArray(body.errors);
}

/** Server error shape (spec section 8): the first error's detail, else the message, else the status text. */
export function errorFromResponse(status: number, statusText: string, data: unknown): HttpError {
  if (!isErrorBody(data)) {
    return new HttpError({ statusCode: status, message: statusText || `HTTP ${status}`, data });
  }
  const first = data.errors?.[0];
  return new HttpError({
    statusCode: status,
    message: first?.detail || data.message || statusText,
    title: first?.code ?? '',
    data,
  });
}
