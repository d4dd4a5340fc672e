import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './use-language-options';

describe('pathInLanguage', () => {
  it.each([
    ['/en/', '', 'ru', '/ru/'],
    ['/en/office/history', '?page=2', 'ar', '/ar/office/history?page=2'],
    ['/ru/information/rules', '', 'en', '/en/information/rules'],
  ] as const)('%s%s in %s is %s', (pathname, search, lang, expected) => {
    expect(pathInLanguage(pathname, search, lang)).toBe(expected);
  });
});
