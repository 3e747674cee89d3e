import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts an `aes128gcm` body sent to this device. */
  decrypt(body: Buffer): string;
}

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  origin: string;
  requests: PushRequest[];
  /** The most requests that were open at once. */
  peakInFlight(): number;
  /** A new device whose endpoint is on this service; `status` is what the service answers for it. */
  device(status?: number): TestDevice;
  waitFor(path: string): Promise<PushRequest>;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, as a user agent decrypts it. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks an RFC 8292 `Authorization: vapid t=JWT, k=KEY` header: an ES256 signature by `k` over
 * a JWT for this push service's origin, not yet expired. Returns the key and the claims.
 */
export function verifyVapid(header: string | undefined, origin: string): { key: string; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  if (payload.aud !== origin) throw new Error(`audience ${payload.aud}`);
  const now = Date.now() / 1000;
  if (payload.exp <= now || payload.exp > now + 24 * 60 * 60) throw new Error(`expiry ${payload.exp}`);
  return { key, sub: payload.sub };
}

/**
 * A push service on a local port (`port`, or a free one): it keeps every request and answers per
 * device, `answerAfterMs` after the request arrived.
 */
export async function startPushService(port = 0, { answerAfterMs = 0 } = {}): Promise<TestPushService> {
  const requests: PushRequest[] = [];
  const statuses = new Map<string, number>();
  let inFlight = 0;
  let peak = 0;
  const server = createServer((req, res) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(statuses.get(path) ?? 404).end();
      }, answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    peakInFlight: () => peak,
    device(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      statuses.set(path, status);
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
      };
    },
    async waitFor(path) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = requests.find((r) => r.path === path);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no push to ${path}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
