import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator(missing = vi.fn()) {
  const texts = new Translator('en', 'en', missing);
  texts.addResources('en', {
    greeting: 'Hello, {{name}}',
    'bets.count_one': '{{count}} bet',
    'bets.count_other': '{{count}} bets',
    'bets.count_zero': 'No bets',
    only: 'English only',
  });
  texts.addResources('ru', {
    'bets.count_one': '{{count}} ставка',
    'bets.count_few': '{{count}} ставки',
    'bets.count_many': '{{count}} ставок',
  });
  texts.addResources('ar', {
    'bets.count_two': 'رهانان',
    'bets.count_few': '{{count}} رهانات',
    'bets.count_other': '{{count}} رهان',
  });
  return { texts, missing };
}

describe('Translator', () => {
  it.each([
    ['en', 1, '1 bet'],
    ['en', 5, '5 bets'],
    ['en', 0, 'No bets'],
    ['ru', 1, '1 ставка'],
    ['ru', 3, '3 ставки'],
    ['ru', 11, '11 ставок'],
    ['ru', 21, '21 ставка'],
    ['ar', 2, 'رهانان'],
    ['ar', 4, '4 رهانات'],
    ['ar', 100, '100 رهان'],
  ])('picks the plural form of %s for %i', (language, count, text) => {
    const { texts } = translator();
    texts.changeLanguage(language);
    expect(texts.t('bets.count', { count })).toBe(text);
  });

  it('interpolates values; an undefined value prints as nothing, an unpassed one stays as written', () => {
    const { texts } = translator();
    expect(texts.t('greeting', { name: 'Ann' })).toBe('Hello, Ann');
    expect(texts.t('greeting', { name: undefined })).toBe('Hello, ');
    expect(texts.t('greeting')).toBe('Hello, {{name}}');
  });

  it('falls back to English, then to the default value or the key, reporting what is missing', () => {
    const { texts, missing } = translator();
    texts.changeLanguage('ru');
    expect(texts.t('only')).toBe('English only');
    expect(texts.exists('only')).toBe(true);
    expect(texts.exists('nowhere')).toBe(false);
    expect(texts.t('nowhere', { defaultValue: 'Said otherwise' })).toBe('Said otherwise');
    expect(texts.t('nowhere')).toBe('nowhere');
    expect(missing).toHaveBeenCalledWith('nowhere');
  });

  it('gives a new current t after a change, and fixed t keeps its language', () => {
    const { texts } = translator();
    const before = texts.currentT();
    expect(texts.currentT()).toBe(before);
    const russian = texts.fixedT('ru');
    const listener = vi.fn();
    texts.subscribe(listener);
    texts.changeLanguage('ar');
    expect(listener).toHaveBeenCalledOnce();
    expect(texts.currentT()).not.toBe(before);
    expect(russian('bets.count', { count: 2 })).toBe('2 ставки');
    texts.changeLanguage('ar');
    expect(listener).toHaveBeenCalledOnce();
  });
});
