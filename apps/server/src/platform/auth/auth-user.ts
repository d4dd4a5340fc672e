/** The authenticated player as request handlers see it. */
export interface AuthUser {
  readonly id: number;
  readonly sessionId: string;
  readonly login: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly countryId: number | null;
  /** The partner (brand) the player registered with: their site configuration and limits. */
  readonly partnerId: number;
  readonly language: string;
  readonly blocked: boolean;
}
