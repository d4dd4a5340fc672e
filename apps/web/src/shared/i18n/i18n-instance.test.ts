import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n-instance';

describe('missing translations (CFG-14)', () => {
  it('fall back to English, then to the key, and are logged once per key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    i18n.addResources('ru', { 'header.login': 'Войти' });
    i18n.changeLanguage('ru');
    expect(i18n.t('header.login')).toBe('Войти');
    expect(i18n.t('header.registration')).toBe('Registration');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
    i18n.t('nowhere.at.all');
    expect(warn.mock.calls.filter(([message]) => String(message).includes('nowhere.at.all'))).toHaveLength(1);
  });

  it('reads dotted keys as flat keys', () => {
    expect(i18n.t('odds.format.decimal')).toBe('Decimal');
  });
});
