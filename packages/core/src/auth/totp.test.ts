import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotpStep, otpauthUri, totp, totpStep } from './totp';

const sha1: Parameters<typeof totp>[0] = (key, message) =>
  new Uint8Array(createHmac('sha1', key).update(message).digest());
// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890".
const seed = new TextEncoder().encode('12345678901234567890');

describe('totp', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 SHA-1 vector at %i s', (seconds, expected) => {
    expect(totp(sha1, seed, seconds * 1000, 8)).toBe(expected);
  });

  it.each([
    [0, '755224'],
    [1, '287082'],
    [9, '520489'],
  ])('matches the RFC 4226 HOTP vector for counter %i', (counter, expected) => {
    expect(hotp(sha1, seed, counter)).toBe(expected);
  });

  it('round-trips Base32 and decodes the RFC 4648 example, refusing foreign characters', () => {
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(new TextDecoder().decode(base32Decode('mzxw6ytboi======'))).toBe('foobar');
    expect(base32Decode(base32Encode(seed))).toEqual(seed);
    expect(base32Decode('MZ1W')).toBeUndefined();
  });

  it('finds the step of a code one step either side and no further', () => {
    const at = 1_700_000_000_000;
    const previous = hotp(sha1, seed, totpStep(at) - 1);
    expect(matchTotpStep(sha1, seed, previous, at)).toBe(totpStep(at) - 1);
    expect(matchTotpStep(sha1, seed, hotp(sha1, seed, totpStep(at) - 2), at)).toBeUndefined();
    expect(matchTotpStep(sha1, seed, 'abcdef', at)).toBeUndefined();
  });

  it('builds the otpauth link with an escaped label', () => {
    expect(otpauthUri({ issuer: 'Sportsbook', account: 'a b@x.y', secret: 'ABC' })).toBe(
      'otpauth://totp/Sportsbook:a%20b%40x.y?secret=ABC&issuer=Sportsbook&algorithm=SHA1&digits=6&period=30',
    );
  });
});
