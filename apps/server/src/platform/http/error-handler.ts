import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@sportsbook/core/errors/error-codes';
import { AppError } from './app-error';
import { PlatformError, platformFailure } from './platform-envelope';

/** Fastify's own failures (parsing, limits) in our catalogue. */
function fromFastifyError(error: FastifyError): AppError | null {
  const byCode: Record<string, ErrorCode> = {
    FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
    FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
    FST_ERR_RATE_LIMIT_EXCEEDED: 'RATE_LIMITED',
  };
  const code = error.code ? byCode[error.code] : undefined;
  if (code) return new AppError(code);
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('INVALID_JSON');
  if (error.statusCode === 429) return new AppError('RATE_LIMITED');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('BAD_REQUEST', error.message);
  }
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, error: AppError | PlatformError) {
  const platform = request.routeOptions.config.routeDefinition?.envelope === 'platform';
  if (error instanceof PlatformError) {
    return reply.code(error.httpStatus).send(error.toEnvelope());
  }
  if (platform) {
    const code = error.status >= 500 ? error.status : error.status === 401 ? 160 : 400;
    return reply.code(error.status).send(platformFailure(code, error.detail));
  }
  if (error.code === 'RATE_LIMITED' || error.code === 'ACCOUNT_LOCKED') {
    const retryAfter = reply.getHeader('retry-after');
    if (retryAfter === undefined) reply.header('retry-after', '60');
  }
  return reply.code(error.status).send(error.toBody());
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | Error, request, reply) => {
    if (raw instanceof AppError || raw instanceof PlatformError) return send(request, reply, raw);
    const mapped = fromFastifyError(raw as FastifyError);
    if (mapped) return send(request, reply, mapped);
    request.log.error({ err: raw }, 'unhandled error');
    return send(request, reply, new AppError('INTERNAL'));
  });
}
