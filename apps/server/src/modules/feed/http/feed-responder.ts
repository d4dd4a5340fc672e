import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseRequestParams, type RequestParams } from '@sportsbook/core/normalise/normalise-request';
import { platformOk } from '../../../platform/http/platform-envelope';
import type { FeedStoreService } from '../store/feed-store.service';
import type { FeedView } from '../store/feed-view';
import { etagMatches, pickEncoding } from './content-encoding';
import { CachedBody, ResponseCache } from './response-cache';

/** `{"Id":0,...,"Value":` of a successful answer, the same text platformOk gives. */
const ENVELOPE_HEAD = JSON.stringify(platformOk(null)).slice(0, -'null}'.length);

/** Changes whenever the formatting of answers changes, so a client's old ETag never matches new bytes. */
const FORMAT_REVISION = 'feed-1';

/** Byte budgets of the answers kept by normalised key and by exact URL (they share most bodies). */
const KEY_CACHE_BYTES = 64 * 1024 * 1024;
const URL_CACHE_BYTES = 32 * 1024 * 1024;

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A cache key from the options an answer depends on, normalised as spec section 5 says. */
export function cacheKey(call: string, options: object): string {
  const params = normaliseRequestParams(options as RequestParams);
  return `${call}?${Object.entries(params)
    .map(([key, value]) => `${key}=${value}`)
    .join('&')}`;
}

/**
 * Answers feed calls from a cache keyed by call, normalised options and store version, so an answer is built
 * once per engine tick however many clients ask; bodies are compressed once per encoding and carry an ETag
 * of the engine's sequence number (the same in every server process), answered 304 when it matches.
 * An exact URL answered before at the current version is answered again from its onRequest hook, before
 * its query is parsed again.
 */
export class FeedResponder {
  private readonly byKey = new ResponseCache(KEY_CACHE_BYTES);
  private readonly byUrl = new ResponseCache(URL_CACHE_BYTES);

  constructor(private readonly store: FeedStoreService) {}

  /**
   * Sends the answer for `key`, building its Value's JSON text on a miss; the handler returns what this
   * returns. `byUrlToo`: the answer depends on the URL alone (not on the clock), so the URL may be remembered.
   */
  respond(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: (view: FeedView) => string,
    byUrlToo: boolean,
  ): null {
    const view = this.store.view();
    let body = this.byKey.get(key, view.version);
    if (!body) {
      const text = `${ENVELOPE_HEAD}${build(view)}}`;
      const etag = `W/"${view.seq.toString(36)}-${fnv1a(FORMAT_REVISION + key)}"`;
      body = new CachedBody(view.version, etag, Buffer.from(text));
      this.byKey.set(key, body);
    }
    if (byUrlToo) this.byUrl.set(request.url, body);
    const payload = this.prepare(request, reply, body);
    // The route's platform envelope is already in the prepared bytes: send them instead of serialising.
    reply.serializer(() => payload as unknown as string);
    return null;
  }

  /** Answers a URL answered before at the current store version; false when it must go the long way. */
  answerEarly(request: FastifyRequest, reply: FastifyReply): boolean {
    const body = this.byUrl.get(request.url, this.store.view().version);
    if (!body) return false;
    const payload = this.prepare(request, reply, body);
    reply.send(payload ?? undefined);
    return true;
  }

  /** Sets the status and headers; the bytes to send, or null for 304. */
  private prepare(request: FastifyRequest, reply: FastifyReply, body: CachedBody): Buffer | null {
    reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], body.etag)) {
      reply.code(304);
      return null;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('content-type', 'application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return body.in(encoding);
  }
}
