import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';

const OFFICE = '/web-api/officeapi';

describeEachDatabase('security questions', (t) => {
  const call = (cookie: string, name: string, payload: object = {}) =>
    t().injectAs(cookie, { method: 'POST', url: `${OFFICE}/${name}`, payload });
  const storedRow = (userId: number) =>
    t()
      .app.ctx.db.selectFrom('security_answers')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();

  it('lists the standard questions with their i18n keys and asks guests to log in', async () => {
    const cookie = await t().loginAs(await t().createPlayer());
    const questions = (await call(cookie, 'getsecurequestions')).json().data.questions;
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions[0]).toEqual({ id: 1, key: 'office.securityQuestion.motherMaidenName' });
    const guest = await t().app.inject({ method: 'POST', url: `${OFFICE}/getsecurequestions`, payload: {} });
    expect(guest.statusCode).toBe(401);
  });

  it('answers a standard question, stores only a hash and replaces it on a second answer', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const overview = async () =>
      (await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/secure' })).json().data;
    expect((await call(cookie, 'getUserSecureQuestion')).json().data).toEqual({ secure_question: null });
    expect((await overview()).hasSecurityQuestion).toBe(false);
    const set = await call(cookie, 'setanswertosecurequestion', {
      question_id: 2,
      answer: 'Rex the Dog',
      answer_repeat: 'Rex the Dog',
    });
    expect(set.json()).toEqual({ data: { ok: true } });
    expect((await overview()).hasSecurityQuestion).toBe(true);
    expect((await call(cookie, 'getUserSecureQuestion')).json().data.secure_question).toEqual({
      question_id: 2,
      question_key: 'office.securityQuestion.firstPet',
      question: null,
    });
    const first = await storedRow(player.id);
    expect(first?.answer_hash).toMatch(/^\$argon2/);
    expect(first?.answer_hash.toLowerCase()).not.toContain('rex');
    await call(cookie, 'setanswertosecurequestion', {
      question_id: 3,
      answer: 'Rex the Dog',
      answer_repeat: 'Rex the Dog',
    });
    const second = await storedRow(player.id);
    expect(second?.question_id).toBe(3);
    expect(second?.answer_hash).not.toBe(first?.answer_hash);
  });

  it('sets a custom question and shows it with the phone', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const set = await call(cookie, 'setanswertocustomsecurequestion', {
      question: 'My first bet?',
      answer: 'Arsenal',
      answer_repeat: 'Arsenal',
    });
    expect(set.statusCode).toBe(200);
    expect((await call(cookie, 'getusersecurequestion-with-phone')).json().data).toEqual({
      secure_question: { question_id: null, question_key: null, question: 'My first bet?' },
      phone: player.phone,
    });
  });

  it('refuses a differing repeat, a missing answer and an unknown question, keeping the old answer', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    await call(cookie, 'setanswertosecurequestion', {
      question_id: 1,
      answer: 'Smith',
      answer_repeat: 'Smith',
    });
    const before = await storedRow(player.id);
    const differ = await call(cookie, 'setanswertosecurequestion', {
      question_id: 1,
      answer: 'Jones',
      answer_repeat: 'Jonas',
    });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().validation_errors).toEqual({ answer_repeat: ['validation_compare'] });
    const missing = await call(cookie, 'setanswertocustomsecurequestion', {
      question: 'Q?',
      answer_repeat: 'x',
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().validation_errors)).toContain('answer');
    const blank = await call(cookie, 'setanswertosecurequestion', {
      question_id: 1,
      answer: '  ',
      answer_repeat: '  ',
    });
    expect(blank.statusCode).toBe(422);
    const unknown = await call(cookie, 'setanswertosecurequestion', {
      question_id: 999,
      answer: 'Jones',
      answer_repeat: 'Jones',
    });
    expect(unknown.json().validation_errors).toEqual({ question_id: ['validation_match'] });
    expect(await storedRow(player.id)).toEqual(before);
  });
});
