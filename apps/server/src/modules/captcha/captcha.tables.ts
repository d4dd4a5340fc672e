export interface CaptchaChallengesTable {
  id: string;
  answer_x: number;
  answer_y: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface CustomCaptchaChallengesTable {
  id: string;
  /** Lower case: the answer is compared without regard to case. */
  answer: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface CaptchaUsedTokensTable {
  /** SHA-256 of the vendor's token: the token itself need not be kept. */
  token_hash: string;
  vendor: string;
  expires_at: Date;
}

export interface CaptchaTables {
  captcha_challenges: CaptchaChallengesTable;
  custom_captcha_challenges: CustomCaptchaChallengesTable;
  captcha_used_tokens: CaptchaUsedTokensTable;
}
