import { BROWSER_COOKIE } from '../src/platform/http/browser-cookie';
import { SESSION_COOKIE } from '../src/platform/sessions/sessions';

/**
 * The people a benchmark row's traffic comes from (issue 49, ADR 226). The product's limits hold
 * per account, per browser (its `peramban` cookie) and per address (ADR 213); a bench that sends
 * everything as one cookie-less client from 127.0.0.1 measures the flood guard, not the server.
 * So the rows are sent as many people would send them: each with an address of its own (the
 * server trusts the loopback proxy's X-Forwarded-For, as behind the documented reverse proxy)
 * and its own browser cookie or session, every one within its allowance.
 */
export interface Person {
  address: string;
  cookie: string;
}

/** A private address per person: 10.x.y.z. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const cookieFrom = (response: Response, name: string): string => {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie from ${response.url} (${response.status})`);
  return line.split(';')[0]!;
};

/** `count` visitors, each with the browser cookie the server gave its first API request. */
export async function visitors(origin: string, count: number, first = 0): Promise<Person[]> {
  const people: Person[] = [];
  for (let n = first; n < first + count; n++) {
    const address = addressOf(n);
    const response = await fetch(`${origin}/api/auth/session`, { headers: { 'x-forwarded-for': address } });
    people.push({ address, cookie: cookieFrom(response, BROWSER_COOKIE) });
  }
  return people;
}

/** `count` members, each registered from an address of its own and logged in. */
export async function members(origin: string, count: number, first = 100_000): Promise<Person[]> {
  const people: Person[] = [];
  for (let n = first; n < first + count; n++) {
    const address = addressOf(n);
    const response = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        username: `bench${n}`,
        fullName: `Bench ${n}`,
        email: `bench${n}@contoh.id`,
        password: 'rahasia123',
        consent: true,
        adult: true,
      }),
    });
    people.push({ address, cookie: cookieFrom(response, SESSION_COOKIE) });
  }
  return people;
}
