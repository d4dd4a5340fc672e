import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { submitBody } from './submit-body';

const fields: RegistrationField[] = [
  { id: 'email', name: 'email', type: 'email' },
  { id: 'note', name: 'note', type: 'label' },
  { id: 'receive_news', name: 'receive_news', type: 'checkbox' },
  { id: 'surname', name: 'surname', type: 'input' },
  { id: 'custom_captcha', name: 'custom_captcha', type: 'custom_captcha' },
  { id: 'regRules', name: 'regRules', type: 'checkbox' },
];

describe('registration submit body (REG-15 to REG-17)', () => {
  it('sends present fields by id with the flags, leaving out empty values and valueless fields', () => {
    const body = submitBody({
      type: 'short_reg',
      fields,
      values: {
        email: 'a@b.co',
        receive_news: false,
        surname: '',
        custom_captcha: 'x7',
        custom_captcha_id: 'c1',
        regRules: true,
        hidden: 'x',
      },
      bonusChoice: '0',
      bonusCode: 'SPORT100',
      isPage: true,
    });
    expect(body).toEqual({
      type: 'short_reg',
      email: 'a@b.co',
      receive_news: false,
      custom_captcha: 'x7',
      custom_captcha_id: 'c1',
      custom_captcha_value: 'x7',
      regRules: true,
      remember_auth: true,
      bonus_choice: 0,
      bonus: 'SPORT100',
      is_page: true,
      short_reg: true,
    });
  });
});
