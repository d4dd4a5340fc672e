import type { FastifyInstance } from 'fastify';

/**
 * JSON:API bodies (application/vnd.api+json) are JSON; form bodies (the old putbetscommon clients) become a
 * flat record. Everything else gets 415 from Fastify.
 */
export function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, parseJson);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
