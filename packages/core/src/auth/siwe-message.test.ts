import { describe, expect, it } from 'vitest';
import { buildSiweMessage, parseSiweMessage, type SiweMessage } from './siwe-message';

const message: SiweMessage = {
  domain: 'bet.example:8080',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  statement: 'Sign in to the sportsbook.',
  uri: 'https://bet.example:8080',
  version: '1',
  chainId: 1,
  nonce: 'k3J8pQ2mZx9A',
  issuedAt: '2026-11-26T12:00:00.000Z',
};

describe('SIWE message', () => {
  it('parses back exactly what was built', () => {
    expect(parseSiweMessage(buildSiweMessage(message))).toEqual(message);
  });

  it('lays the text out as EIP-4361 writes it', () => {
    expect(buildSiweMessage(message)).toBe(
      [
        'bet.example:8080 wants you to sign in with your Ethereum account:',
        '0x52908400098527886E0F7030069857D2E4169EE7',
        '',
        'Sign in to the sportsbook.',
        '',
        'URI: https://bet.example:8080',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: k3J8pQ2mZx9A',
        'Issued At: 2026-11-26T12:00:00.000Z',
      ].join('\n'),
    );
  });

  it.each([
    ['a short address', { address: '0x1234' }],
    ['a nonce under 8 characters', { nonce: 'abc' }],
    ['a nonce with symbols', { nonce: 'abc-def-ghi' }],
    ['chain id 0', { chainId: 0 }],
    ['a date that is not one', { issuedAt: 'yesterday' }],
  ])('refuses %s', (_name, change) => {
    expect(parseSiweMessage(buildSiweMessage({ ...message, ...change }))).toBeNull();
  });

  it('refuses extra lines and a missing header', () => {
    expect(parseSiweMessage(`${buildSiweMessage(message)}\nResources: x`)).toBeNull();
    expect(parseSiweMessage(buildSiweMessage(message).replace('wants you', 'asks you'))).toBeNull();
  });
});
