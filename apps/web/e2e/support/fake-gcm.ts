import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A protobuf fixed64 field: its key byte, then the value little-endian. */
function fixed64(key: number, value: bigint): Buffer {
  const field = Buffer.alloc(9);
  field[0] = key;
  field.writeBigUInt64LE(value, 1);
  return field;
}

/**
 * Chromium subscribes to push through Google's registration service, which this machine cannot
 * reach. This local stand-in answers its two calls (pointed here with --gcm-checkin-url and
 * --gcm-registration-url): the device check-in (an AndroidCheckinResponse: stats_ok, android_id,
 * security_token) and the registration (`token=…`). Chromium then hands the page a real
 * PushSubscription with its own keys; delivering to it is the push service's part of the test.
 */
export async function startFakeGcm(): Promise<{ args: string[]; close(): Promise<void> }> {
  let tokens = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/checkin') {
        const body = Buffer.concat([
          Buffer.from([0x08, 0x01]),
          fixed64(0x39, 4_242_424_242_424_242n),
          fixed64(0x41, 8_484_848_484_848_484n),
        ]);
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(body);
      } else if (request.url === '/register') {
        tokens += 1;
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`token=e2e-device-${tokens}`);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    args: [
      `--gcm-checkin-url=${origin}/checkin`,
      `--gcm-registration-url=${origin}/register`,
      // Never reached: messages come through the push service below, by DevTools.
      '--gcm-mcs-endpoint=https://127.0.0.1:1',
    ],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
