import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl, loginRedirectTarget, takeReturnUrl } from './return-url';

describe('return-url', () => {
  it('keeps the page in the return-url query key and its storage key', () => {
    expect(loginRedirectTarget('/en/', '/en/office/history?page=2')).toBe(
      '/en/?return-url=%2Fen%2Foffice%2Fhistory%3Fpage%3D2',
    );
    expect(window.localStorage.getItem('return-url')).toBe('/en/office/history?page=2');
  });

  it('prefers the query, falls back to storage, and forgets both once read', () => {
    window.localStorage.setItem('return-url', '/en/office/account');
    expect(takeReturnUrl('?return-url=%2Fen%2Fcasino')).toBe('/en/casino');
    expect(window.localStorage.getItem('return-url')).toBeNull();
    window.localStorage.setItem('return-url', '/en/office/account');
    expect(takeReturnUrl('')).toBe('/en/office/account');
    expect(takeReturnUrl('')).toBeNull();
  });

  it.each([
    ['/en/office', true],
    ['//evil.example', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
    ['', false],
  ])('%s is a safe return URL: %s', (url, safe) => {
    expect(isSafeReturnUrl(url)).toBe(safe);
  });
});
