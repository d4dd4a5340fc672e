import type { Kysely } from 'kysely';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import type { PasswordHasher } from '../../auth/password-hasher';
import { STANDARD_SECURITY_QUESTIONS } from './standard-questions.data';

/** Answers compare without regard to case or spacing, as people retype them from memory. */
const normalise = (answer: string) => answer.trim().replace(/\s+/g, ' ').toLowerCase();

export type QuestionChoice = { readonly questionId: number } | { readonly question: string };

/**
 * Security questions (spec section 7, checklist ACC-14/15): the standard list, the player's chosen question and
 * the answer, which is stored hashed like a password and only ever checked, never shown.
 */
export class SecurityQuestionsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  standard() {
    return STANDARD_SECURITY_QUESTIONS.map(({ id, key }) => ({ id, key }));
  }

  /** The player's question, or null before one is set. */
  async ofUser(userId: number) {
    const row = await this.db
      .selectFrom('security_answers')
      .select(['question_id', 'custom_question'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    const standard = STANDARD_SECURITY_QUESTIONS.find((q) => q.id === row.question_id);
    return {
      question_id: row.question_id,
      question_key: standard?.key ?? null,
      question: row.custom_question,
    };
  }

  /** Whether the answer matches the player's; 'unset' when the player has no security question yet. */
  async checkAnswer(userId: number, answer: string): Promise<'ok' | 'wrong' | 'unset'> {
    const row = await this.db
      .selectFrom('security_answers')
      .select('answer_hash')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return 'unset';
    return (await this.hasher.verify(row.answer_hash, normalise(answer))) ? 'ok' : 'wrong';
  }

  async setAnswer(userId: number, choice: QuestionChoice, answer: string, repeat: string): Promise<void> {
    if ('questionId' in choice && !STANDARD_SECURITY_QUESTIONS.some((q) => q.id === choice.questionId))
      throw AppError.validation({ question_id: [VALIDATION_MESSAGE_KEYS.match] });
    if (normalise(answer) === '') throw AppError.validation({ answer: [VALIDATION_MESSAGE_KEYS.required] });
    if (answer !== repeat) throw AppError.validation({ answer_repeat: [VALIDATION_MESSAGE_KEYS.compare] });
    const row = {
      question_id: 'questionId' in choice ? choice.questionId : null,
      custom_question: 'question' in choice ? choice.question.trim() : null,
      answer_hash: await this.hasher.hash(normalise(answer)),
      updated_at: this.clock.now(),
    };
    await this.db
      .insertInto('security_answers')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  }
}
