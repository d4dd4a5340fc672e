import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  dictionaryByLangRoute,
  dictionaryFileRoute,
  dictionaryUnitsRoute,
} from '@sportsbook/core/api/routes/translation.routes';
import { DICTIONARY_CACHE_MS } from '@sportsbook/core/constants/network-timing.constants';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { I18nService, ServedDictionary } from './i18n.service';

/** Dictionaries are cached for 24 h (spec section 9); unit files have their hash in the path and never change. */
const DICTIONARY_CACHE_CONTROL = `public, max-age=${DICTIONARY_CACHE_MS / 1000}`;
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Sets the caching headers; true when the client's copy is current and a 304 was sent. */
function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  const presented = request.headers['if-none-match'];
  if (presented === undefined || !presented.split(/\s*,\s*/).includes(etag)) return false;
  reply.code(304).send();
  return true;
}

function languageHeaders(reply: FastifyReply, served: ServedDictionary): void {
  reply.header('content-language', served.language);
  if (served.fallback) reply.header('x-dictionary-fallback', served.language);
}

export function registerI18nRoutes(routes: RouteRegistrar, i18n: I18nService): void {
  routes.implement(dictionaryByLangRoute, ({ params, request, reply }) => {
    const served = i18n.dictionary(params.lang);
    languageHeaders(reply, served);
    const etag = `"${served.version}${served.fallback ? '-fallback' : ''}"`;
    if (notModified(request, reply, etag, DICTIONARY_CACHE_CONTROL)) return;
    const { json: dictionaryMap, version, language, fallback } = served;
    return { data: { attributes: { dictionaryMap, version, language, fallback } } };
  });

  routes.implement(dictionaryUnitsRoute, ({ params, request, reply }) => {
    const served = i18n.dictionary(params.lang);
    languageHeaders(reply, served);
    if (notModified(request, reply, `"${served.version}-units"`, DICTIONARY_CACHE_CONTROL)) return;
    return { data: served.unitPaths };
  });

  routes.implement(dictionaryFileRoute, ({ params, request, reply }) => {
    const file = i18n.file(params['*']);
    if (!file) throw new AppError('NOT_FOUND', 'No such dictionary file');
    if (notModified(request, reply, `"${file.hash}"`, IMMUTABLE_CACHE_CONTROL)) return;
    reply.type('application/json; charset=utf-8').send(file.json);
  });
}
