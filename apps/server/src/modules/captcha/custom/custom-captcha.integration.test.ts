import { beforeAll, expect, it } from 'vitest';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { CUSTOM_CHALLENGE_TTL_MS } from './custom-captcha.service';

const DE = countryIdFromIso('DE');

/** fast_reg in Germany asks for the custom captcha; the default captcha_type is custom. */
const FIELDS = [
  { id: 'country_id', name: 'country_id', type: 'select', required: true, options_source: 'countries' },
  { id: 'currency_id', name: 'currency_id', type: 'select', required: true, options_source: 'currencies' },
  { id: 'custom_captcha', name: 'custom_captcha', type: 'custom_captcha', required: true },
  { id: 'regRules', name: 'regRules', type: 'checkbox', required: true },
  { id: 'regPolitics', name: 'regPolitics', type: 'checkbox', required: true },
];

describeEachDatabase('custom captcha', (t) => {
  beforeAll(async () => {
    const put = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/registration/field-sets',
      payload: { type: 'fast_reg', partnerId: 1, countryIso: 'de', fields: FIELDS },
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  const issue = async () => {
    const response = await t().app.inject({ method: 'GET', url: '/web-api/captcha/custom' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { custom_captcha_id: string; image: string };
  };
  /** The characters drawn: paths a person reads, so the test looks them up where the server keeps them. */
  const answerOf = async (id: string) =>
    (
      await t()
        .app.ctx.db.selectFrom('custom_captcha_challenges')
        .select('answer')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).answer;
  const register = (captcha: { id?: string; value?: string }, extra: Record<string, unknown> = {}) =>
    t().app.inject({
      method: 'POST',
      url: '/web-api/registration/submit',
      payload: {
        type: 'fast_reg',
        country: 'DE',
        country_id: DE,
        currency_id: 978,
        regRules: true,
        regPolitics: true,
        ...(captcha.value !== undefined && { custom_captcha: captcha.value }),
        ...(captcha.id !== undefined && { custom_captcha_id: captcha.id }),
        ...(captcha.value !== undefined && { custom_captcha_value: captcha.value }),
        ...extra,
      },
    });
  const captchaErrors = (body: string) =>
    (JSON.parse(body) as { validation_errors?: Record<string, string[]> }).validation_errors?.custom_captcha;

  it('serves a picture of distorted characters and its id; the picture holds no text', async () => {
    const { custom_captcha_id: id, image } = await issue();
    expect(id).toMatch(/^[\w-]{36}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect(await answerOf(id)).toMatch(/^[a-z0-9]{5}$/);
    expect((await issue()).custom_captcha_id).not.toBe(id);
  });

  it('registers with the right answer in any case, once; a reused picture is refused on the field', async () => {
    const { custom_captcha_id: id } = await issue();
    const answer = await answerOf(id);
    const right = await register({ id, value: ` ${answer.toUpperCase()} ` });
    expect(right.statusCode, right.body).toBe(201);
    const reused = await register({ id, value: answer });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0].code).toBe('VALIDATION_FAILED');
    expect(captchaErrors(reused.body)).toEqual(['validation_captcha_wrong']);
  });

  it('refuses a wrong answer and uses the picture up, so the right answer then fails too', async () => {
    const { custom_captcha_id: id } = await issue();
    const answer = await answerOf(id);
    const wrong = await register({ id, value: answer === 'aaaaa' ? 'bbbbb' : 'aaaaa' });
    expect(wrong.statusCode).toBe(422);
    expect(captchaErrors(wrong.body)).toEqual(['validation_captcha_wrong']);
    expect(captchaErrors((await register({ id, value: answer })).body)).toEqual(['validation_captcha_wrong']);
    expect(captchaErrors((await register({ id: 'unknown-id', value: answer })).body)).toEqual([
      'validation_captcha_wrong',
    ]);
    const missing = await register({});
    expect(captchaErrors(missing.body)).toEqual(['required']);
  });

  it('refuses an expired picture', async () => {
    const { custom_captcha_id: id } = await issue();
    const answer = await answerOf(id);
    t().clock.advance(CUSTOM_CHALLENGE_TTL_MS + 1);
    expect(captchaErrors((await register({ id, value: answer })).body)).toEqual(['validation_captcha_wrong']);
  });

  it('keeps the picture while other fields are wrong, and logs passes and failures (10190, 10191)', async () => {
    const { custom_captcha_id: id } = await issue();
    const answer = await answerOf(id);
    const unticked = await register({ id, value: answer }, { regRules: false });
    expect(unticked.statusCode).toBe(422);
    expect(Object.keys(unticked.json().validation_errors)).toEqual(['regRules']);
    expect((await register({ id, value: answer })).statusCode).toBe(201);
    const events = (await t().injectOps({ method: 'GET', url: '/ops-api/auth/events?limit=500' })).json()
      .data as { kind: string; detail: { event?: number; type?: string } | null }[];
    const custom = events.filter((event) => event.detail?.type === 'custom');
    expect(custom.map((event) => event.detail?.event)).toEqual(expect.arrayContaining([10190, 10191]));
  });
});
