export interface SecurityAnswersTable {
  user_id: number;
  question_id: number | null;
  custom_question: string | null;
  answer_hash: string;
  updated_at: Date;
}

export interface SecurityQuestionsTables {
  security_answers: SecurityAnswersTable;
}
