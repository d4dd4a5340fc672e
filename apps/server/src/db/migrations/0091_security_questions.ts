import { sql, type Kysely } from 'kysely';

/**
 * A player's security question: one of the standard ones (question_id) or their own (custom_question),
 * with the answer stored only as a password-style hash of its normalised form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table security_answers (
      user_id integer primary key references users (id),
      question_id integer,
      custom_question text,
      answer_hash text not null,
      updated_at timestamptz not null,
      check ((question_id is null) <> (custom_question is null))
    )`.execute(db);
}
