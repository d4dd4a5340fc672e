import type { z } from 'zod';

/** Who may call a route: anyone (`guest`), a logged-in player (`user`), or the operator (`ops`, bearer OPS_TOKEN). */
export type RouteAuth = 'guest' | 'user' | 'ops';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * `standard`: errors in the foundation's error body. `platform`: the feed and coupon calls, which answer
 * `{ Id, Success, Error, ErrorCode, Guid, Value }` (spec/linefeed-format.md, spec/coupon-format.md).
 */
export type RouteEnvelope = 'standard' | 'platform';

/** How the request body arrives; `jsonapi` is application/vnd.api+json. */
export type RouteBodyKind = 'json' | 'jsonapi' | 'multipart' | 'form';

/** A file part of a multipart body; the `body` schema covers its text parts. */
export interface RouteFilePart {
  /** Part name; `docFiles[i]` means `docFiles[0]`, `docFiles[1]`, ... */
  readonly name: string;
  readonly mediaType: string;
}

export interface RouteDefinition {
  /** Unique and stable, `<family>.<call>`; handlers are registered against it. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path as served, with `:name` path parameters. */
  readonly path: string;
  /** Other paths answering the same call (older clients). */
  readonly aliases?: readonly string[];
  readonly auth: RouteAuth;
  readonly envelope: RouteEnvelope;
  /** Groups routes in the OpenAPI document and docs/API.md. */
  readonly tag: string;
  readonly summary: string;
  /** The issue that implements it; until then the server answers 501. */
  readonly issue: number;
  readonly bodyKind?: RouteBodyKind;
  /** Further body encodings the call accepts besides `bodyKind` (older clients). */
  readonly alsoAccepts?: readonly RouteBodyKind[];
  readonly files?: readonly RouteFilePart[];
  /** Request headers the call reads besides the auth ones, as a loose object with lower-case keys. */
  readonly headers?: z.ZodType;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  /** What a success answers, in words, while there is no `response` schema (the spec shows few shapes). */
  readonly responseDescription?: string;
  /** Set where the spec names the call without its full path: the key of the decision in docs/API.md. */
  readonly pathChoice?: string;
  /**
   * Credentials the web attaches besides the session cookie. `user-token`: the player's user token as `x-auth`
   * (feed calls on the player's own data, checklist AUTH-22). `extra-auth`: that token plus the `x-extra-auth`
   * flag, and the server requires the token and the session cookie to name the same player, which a cross-site
   * form cannot do (identification calls, HTTP-10). `bet-session`: the session id the web logged in with, as
   * `x-session-id`; when present the server refuses it unless it is the session of the request (secure bets,
   * so a stale tab cannot bet on another login). Optional: third-party coupon clients do not send it.
   */
  readonly authHeader?: RouteAuthHeader;
}

export type RouteAuthHeader = 'user-token' | 'extra-auth' | 'bet-session';
export const EXTRA_AUTH_HEADER = 'x-extra-auth';
export const BET_SESSION_HEADER = 'x-session-id';

/** Keeps the literal types of a definition so handlers get typed query, body and params. */
export function defineRoute<const T extends RouteDefinition>(definition: T): T {
  return definition;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type RouteQuery<R extends RouteDefinition> = Infer<R['query']>;
export type RouteBody<R extends RouteDefinition> = Infer<R['body']>;
export type RouteParams<R extends RouteDefinition> = Infer<R['params']>;
export type RouteResponse<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.infer<R['response']>
  : unknown;
