/** A refusal of the sandbox provider's API, answered as `{ error: { code, message } }` like real providers do. */
export class PspError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
