import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isP256PublicKey } from './p256-key';

describe('a P-256 public key', () => {
  it('is an uncompressed point on the curve', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    expect(isP256PublicKey(ecdh.getPublicKey().toString('base64url'))).toBe(true);

    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 0x04;
    const compressedMark = Buffer.from(ecdh.getPublicKey());
    compressedMark[0] = 0x02;
    for (const bytes of [offCurve, compressedMark, ecdh.getPublicKey(null, 'compressed'), Buffer.alloc(0)]) {
      expect(isP256PublicKey(bytes.toString('base64url'))).toBe(false);
    }
  });
});
