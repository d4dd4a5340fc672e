import { ERROR_CODES, type ErrorCode } from '@sportsbook/core/errors/error-codes';
import type { ErrorBody, ValidationErrors } from '@sportsbook/core/errors/error-body';

/** A coded failure a service throws; the error handler turns it into the standard error body. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string = ERROR_CODES[code].detail,
    readonly validationErrors?: ValidationErrors,
  ) {
    super(detail);
    this.status = ERROR_CODES[code].status;
  }

  static validation(errors: ValidationErrors, detail?: string): AppError {
    return new AppError('VALIDATION_FAILED', detail, errors);
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.detail, this.validationErrors);
  }
}

export function errorBody(code: ErrorCode, detail: string = ERROR_CODES[code].detail, validation?: ValidationErrors): ErrorBody {
  return {
    message: detail,
    errors: [{ code, detail }],
    ...(validation && Object.keys(validation).length > 0 ? { validation_errors: validation } : {}),
  };
}
