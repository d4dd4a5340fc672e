/**
 * The session of a request whose player came from memory (`Authenticator.keptSessionUser`), not from a lookup:
 * it may have ended since. Whoever acts on it checks it first: in the statement that writes (session_check in
 * SQL, then `checked` is set), or by looking it up again (`request.recheckAuthUser()`).
 */
export class KeptSession {
  checked = false;

  constructor(
    readonly sessionId: string,
    /** A live session idle for longer is touched (last_seen_at) by the check, as a lookup would touch it. */
    readonly touchAfterMs: number,
  ) {}
}

/** The kept session was found ended, expired, idle or blocked, or was not checked before an action needing it. */
export class SessionNotChecked extends Error {
  constructor() {
    super('the kept session must be looked up');
  }
}
