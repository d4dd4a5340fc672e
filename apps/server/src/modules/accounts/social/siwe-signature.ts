import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The hash `personal_sign` signs: keccak256 of the EIP-191 prefix, the byte length and the message. */
export function personalMessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`);
  const whole = new Uint8Array(prefix.length + bytes.length);
  whole.set(prefix);
  whole.set(bytes, prefix.length);
  return keccak_256(whole);
}

/** The account of an uncompressed public key: the last 20 bytes of its keccak256, lower case. */
export function addressOf(publicKey: Uint8Array): string {
  return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(-20))}`;
}

/**
 * The address that signed `message` with `personal_sign` (r || s || v, v 27/28 or 0/1), or null when the
 * signature is malformed or recovers no key.
 */
export function recoverSigner(message: string, signature: string): string | null {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return null;
  const bytes = hexToBytes(signature.slice(2));
  const v = bytes[64] ?? 0;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  // noble's recovered layout puts the recovery byte first.
  const recovered = new Uint8Array(65);
  recovered[0] = recovery;
  recovered.set(bytes.subarray(0, 64), 1);
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, personalMessageHash(message), { prehash: false });
    return addressOf(secp256k1.Point.fromBytes(publicKey).toBytes(false));
  } catch {
    return null;
  }
}

/** Signs as a wallet's `personal_sign` would: for tests and the development wallet, never for players. */
export function personalSign(message: string, secretKey: Uint8Array): string {
  const signed = secp256k1.sign(personalMessageHash(message), secretKey, {
    prehash: false,
    format: 'recovered',
  });
  const out = new Uint8Array(65);
  out.set(signed.subarray(1), 0);
  out[64] = (signed[0] ?? 0) + 27;
  return `0x${bytesToHex(out)}`;
}
