import { ERROR_CODES } from '../errors/error-codes';

/** Spec section 5: the configuration must be present (no partner record), else 'config is absent'. */
export class ConfigAbsentError extends Error {
  readonly code = 'CONFIG_ABSENT' as const;

  constructor() {
    super(ERROR_CODES.CONFIG_ABSENT.detail);
    this.name = 'ConfigAbsentError';
  }
}
