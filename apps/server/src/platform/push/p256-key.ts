import { createPublicKey } from 'node:crypto';

/**
 * Whether `base64url` is an uncompressed P-256 public key (0x04, x, y) on the curve: RFC 8291
 * encrypts every push to it, and OpenSSL refuses a point off the curve when the key is read.
 */
export function isP256PublicKey(base64url: string): boolean {
  const point = Buffer.from(base64url, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
