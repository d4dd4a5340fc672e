import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { personalMessageHash, personalSign, recoverSigner } from './siwe-signature';

/**
 * The published web3.js example of `eth.accounts.sign('Some data', key)`: an outside vector, so a mistake shared
 * by our signer and our recovery cannot pass unseen.
 */
const WEB3_EXAMPLE = {
  secretKey: '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  address: '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23',
  message: 'Some data',
  messageHash: '1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655',
  signature:
    '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd' +
    '6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a029' +
    '1c',
};

describe('personal_sign signatures (Sign-In with Ethereum)', () => {
  it('hashes with the EIP-191 prefix as wallets do', () => {
    expect(bytesToHex(personalMessageHash(WEB3_EXAMPLE.message))).toBe(WEB3_EXAMPLE.messageHash);
  });

  it('recovers the signing address of the published example', () => {
    expect(recoverSigner(WEB3_EXAMPLE.message, WEB3_EXAMPLE.signature)).toBe(WEB3_EXAMPLE.address);
  });

  it('signs exactly like the published example (deterministic RFC 6979 nonce)', () => {
    expect(personalSign(WEB3_EXAMPLE.message, hexToBytes(WEB3_EXAMPLE.secretKey))).toBe(
      WEB3_EXAMPLE.signature,
    );
  });

  it('accepts v as 0/1 as well as 27/28', () => {
    const zeroBased = `${WEB3_EXAMPLE.signature.slice(0, -2)}01`;
    expect(recoverSigner(WEB3_EXAMPLE.message, zeroBased)).toBe(WEB3_EXAMPLE.address);
  });

  it('recovers another address for another message, and nothing from malformed signatures', () => {
    expect(recoverSigner('Some data!', WEB3_EXAMPLE.signature)).not.toBe(WEB3_EXAMPLE.address);
    expect(recoverSigner(WEB3_EXAMPLE.message, '0x1234')).toBeNull();
    expect(recoverSigner(WEB3_EXAMPLE.message, `${WEB3_EXAMPLE.signature.slice(0, -2)}05`)).toBeNull();
    expect(recoverSigner(WEB3_EXAMPLE.message, `0x${'00'.repeat(65)}`)).toBeNull();
  });
});
