import { describe, expect, it } from 'vitest';
import { CLIENT_ID_RANDOM_BYTES, clientIdAt, clientIdPattern } from './client-id-format';

const bytes = (...values: number[]) => Uint8Array.from(values);
const random = (fill: number) => new Uint8Array(CLIENT_ID_RANDOM_BYTES).fill(fill);

describe('clientIdAt', () => {
  it('is the time in 12 hex digits, then the random bytes in 20', () => {
    expect(clientIdAt(0x19a_bcde_f012, bytes(0, 1, 2, 3, 4, 5, 6, 7, 8, 255))).toBe(
      '019abcdef012' + '000102030405060708ff',
    );
    expect(clientIdAt(Date.UTC(2026, 10, 30), random(7))).toMatch(clientIdPattern);
  });

  it('sorts ids made later after those made before, whatever their random part', () => {
    const times = [
      Date.UTC(2026, 0, 1),
      Date.UTC(2026, 0, 1) + 1,
      Date.UTC(2026, 10, 30, 12),
      Date.UTC(2099, 0, 1),
    ];
    const ids = times.map((at, index) => clientIdAt(at, random(255 - index)));
    expect([...ids].sort()).toEqual(ids);
  });

  it('refuses fewer or more random bytes than it needs', () => {
    expect(() => clientIdAt(Date.now(), new Uint8Array(CLIENT_ID_RANDOM_BYTES - 1))).toThrow(RangeError);
    expect(() => clientIdAt(Date.now(), new Uint8Array(CLIENT_ID_RANDOM_BYTES + 1))).toThrow(RangeError);
  });
});
