import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff:1:2:3', '2001:db8:aa:bb::/64'],
    ['2001:DB8:AA:BB:1234:5678:9abc:def0', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
    ['::ffff:c633:6409', '198.51.100.9'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and the next /64 another', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => addressKey(`2001:db8:1:2:${i.toString(16)}::${i + 1}`)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
