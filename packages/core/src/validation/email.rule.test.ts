import { describe, expect, it } from 'vitest';
import { checkEmail } from './email.rule';
import { suggestEmailDomain } from './email-domain-typo';

describe('checkEmail', () => {
  it.each([
    ['@gmail.com', 'validation_email_leading_at'],
    ['ivan@', 'validation_email_trailing_at'],
    ['ivan.gmail.com', 'validation_email_missing_at'],
    ['ivan@gmail', 'validation_email_missing_dot'],
    ['iv an@gmail.com', 'validation_email_spaces'],
    [' ivan@gmail.com', 'validation_email_spaces'],
    ['ivan@gmial.com', 'validation_email_domain_typo'],
    ['ivan@hotmial.com', 'validation_email_domain_typo'],
    ['ivan@gmail.con', 'validation_email_domain_typo'],
    ['ivan@example.c', 'validation_enter_correct_email'],
    ['ivan@example.toolongtld', 'validation_enter_correct_email'],
    ['ivan@example.c0m', 'validation_enter_correct_email'],
    ['iv..an@example.com', 'validation_enter_correct_email'],
    ['.ivan@example.com', 'validation_enter_correct_email'],
    ['ivan@-example.com', 'validation_enter_correct_email'],
    ['ivan@@example.com', 'validation_enter_correct_email'],
    ['иван@example.com', 'validation_enter_correct_email'],
  ])('%j -> %s', (email, key) => {
    expect(checkEmail(email)?.key).toBe(key);
  });

  it.each([
    'ivan@gmail.com',
    'ivan.petrov+bets@mail.ru',
    "o'neil@sub.example.co.uk",
    'a@ya.ru',
    'x@example.museum',
    'IVAN@GMAIL.COM',
  ])('accepts %j', (email) => {
    expect(checkEmail(email)).toBeUndefined();
  });

  it('suggests the corrected address for a domain typo', () => {
    expect(checkEmail('ivan@gmial.com')).toEqual({
      key: 'validation_email_domain_typo',
      suggestion: 'ivan@gmail.com',
    });
  });
});

describe('suggestEmailDomain', () => {
  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmai.com', 'gmail.com'],
    ['yahooo.com', 'yahoo.com'],
    ['yandex.ry', 'yandex.ru'],
    ['hotmail.co', 'hotmail.com'],
    ['gmaill.con', 'gmail.com'],
    ['GMIAL.COM', 'gmail.com'],
  ])('%s -> %s', (domain, suggestion) => {
    expect(suggestEmailDomain(domain)).toBe(suggestion);
  });

  it.each(['gmail.com', 'ya.ru', 'example.com', 'company.kz', 'mail.kz'])('leaves %s alone', (domain) => {
    expect(suggestEmailDomain(domain)).toBeUndefined();
  });
});
