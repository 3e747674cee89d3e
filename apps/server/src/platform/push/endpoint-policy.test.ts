import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './endpoint-policy';

describe('push endpoints the server may call', () => {
  it('are the browsers’ push services over https on their default port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://jmt17.google.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
    }
  });

  it('refuse other hosts, plain http, other ports, credentials and look-alikes', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://notify.windows.com.evil.example/w',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:444/fcm/send/abc',
      'https://u:p@fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9000/push',
      'http://169.254.169.254/latest/meta-data',
      'bukan url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false);
    }
  });

  it('allow the exact origins an operator lists (tests)', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', ['http://127.0.0.1:9000'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9001/push/1', ['http://127.0.0.1:9000'])).toBe(false);
  });
});
