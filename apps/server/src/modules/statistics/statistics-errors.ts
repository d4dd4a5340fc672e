import { PlatformError } from '../../platform/http/platform-envelope';

/**
 * spec/linefeed-format.md: an unknown game answers HTTP 200 with ErrorCode 141, "Game is not found in Sports";
 * other unknown ids (team, stage, race, link) answer the same way, as the feed module's calls do.
 */
export const NOT_FOUND_CODE = 141;

export function itemNotFound(what: string): PlatformError {
  return new PlatformError(NOT_FOUND_CODE, `${what} is not found in Sports`);
}

export function gameNotFound(): PlatformError {
  return itemNotFound('Game');
}

/** A request whose parameters are well-formed but do not fit together: the feed's HTTP 400, ErrorCode 400. */
export function badRequest(message: string): PlatformError {
  return new PlatformError(400, message, 400);
}
