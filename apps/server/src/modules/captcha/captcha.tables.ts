export interface CaptchaChallengesTable {
  id: string;
  answer_x: number;
  answer_y: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface CaptchaTables {
  captcha_challenges: CaptchaChallengesTable;
}
