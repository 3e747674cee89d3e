import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { askQuestion, respondTo } from '../../test/forum';
import {
  createAdmin,
  registerUser,
  sessionCookie,
  useTestApp,
  withLimits,
  type Account,
} from '../../test/helper';
import { addJournal } from '../../test/journals';
import { listenOnFreePort } from '../../test/listening';
import { multipartBody } from '../../test/multipart';
import { probesFor, type Probe } from '../../test/bad-input';
import { conversationOf } from '../../test/chat';
import { label, malformedRequest, operationsOf, type Operation } from '../../test/openapi';
import { getQuestions, seedQuestions, submit } from '../../test/selftest';
import { columnsWithReplacementCharacters, uploadsSnapshot, watchWrites } from '../../test/state-watch';

/**
 * The API's own bad-input sweep, driven by the generated OpenAPI document so every new route is
 * covered: each operation gets odd ids, odd query values, malformed and mistyped bodies, odd
 * text and broken forms (see test/bad-input.ts), spread over every role its guard lets in.
 * Nothing may answer 5xx, leak a stack trace, SQL or a file path, or change any row or file
 * while refusing.
 */
const unlimited = { max: 1_000_000, windowMs: 60_000 };
const t = useTestApp({
  apiRateLimitPerMinute: 1_000_000,
  ...withLimits({
    login: unlimited,
    'login:fail': unlimited,
    register: unlimited,
    'forum:question': unlimited,
    'forum:response': unlimited,
    'forum:vote': unlimited,
  }),
});

type Role = 'visitor' | 'user' | 'admin';
const accounts = {} as Record<Exclude<Role, 'visitor'>, Account>;
const pathIds: [RegExp, string][] = [];
let baseUrl: string;
let writesSoFar: () => Promise<number>;

beforeAll(async () => {
  accounts.admin = await createAdmin(t.app);
  accounts.user = await registerUser(t.app);
  const other = await registerUser(t.app);
  await seedQuestions(t.app);
  const question = await askQuestion(t.app, accounts.user);
  const response = await respondTo(t.app, accounts.user, question.id);
  const journal = await addJournal(t.app, accounts.admin);
  const { questions } = await getQuestions(t.app);
  const submission = await submit(
    t.app,
    { jawaban: questions.map(() => 0) },
    { cookie: accounts.user.cookie },
  );
  const conversation = await conversationOf(t.app, accounts.user);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = multipartBody({ clientId: 'berkas-uji-0001' }, [
    { field: 'file', filename: 'a.png', contentType: 'image/png', content: png },
  ]);
  const file = await t.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversation}/messages`,
    headers: { ...form.headers, cookie: accounts.user.cookie },
    payload: form.payload,
  });
  const service = await t.app.inject({
    method: 'POST',
    url: '/api/admin/services',
    headers: { cookie: accounts.admin.cookie },
    payload: {
      name: 'Klinik Uji',
      type: 'klinik',
      province: 'Riau',
      city: null,
      address: null,
      phone: null,
      hours: null,
      bpjs: null,
      lat: null,
      lng: null,
    },
  });
  const checkins = await t.app.inject({
    method: 'POST',
    url: '/api/checkins',
    headers: { cookie: accounts.user.cookie },
  });
  pathIds.push(
    [/^\/api\/admin\/services\//, String(service.json<{ service: { id: number } }>().service.id)],
    [/^\/api\/checkins\//, String(checkins.json<{ checkins: { id: number }[] }>().checkins[0]!.id)],
    [/^\/api\/admin\/users\//, String(other.id)],
    [/^\/api\/admin\/journals\//, String(journal.id)],
    [/^\/api\/forum\/questions\//, String(question.id)],
    [/^\/api\/forum\/responses\//, String(response.id)],
    [/^\/api\/selftest\/submissions\//, String(submission.json<{ id: number }>().id)],
    [/^\/api\/chat\/conversations\//, String(conversation)],
    [/^\/api\/chat\/files\//, String(file.json<{ message: { id: number } }>().message.id)],
  );
  baseUrl = await listenOnFreePort(t.app);
  writesSoFar = await watchWrites(t.app.db);
});

const idsFor = (operation: Operation) => {
  const id = pathIds.find(([pattern]) => pattern.test(operation.path))?.[1] ?? '1';
  return Object.fromEntries(operation.pathParams.map((p) => [p.name, id]));
};

// Reads first, deletions last, so fixtures stay for as long as possible.
const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

const leaks: [string, RegExp][] = [
  ['a stack trace', /\bat .+:\d+:\d+|Error: /],
  ['a file path', /node_modules|\/src\/|\/tmp\/|\/work\/|\.[cm]?[jt]s:\d+/],
  [
    'SQL',
    /\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b|violates|duplicate key|syntax error|relation "/i,
  ],
];

interface Answer {
  status: number;
  body: string;
}

/** Event streams never end when they open: those go over HTTP and are closed after the headers. */
async function send(operation: Operation, request: InjectOptions): Promise<Answer> {
  if (!operation.eventStream) {
    const response = await t.app.inject(request);
    return { status: response.statusCode, body: response.body };
  }
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${request.url as string}`, {
    headers: request.headers as Record<string, string>,
    signal: abort.signal,
  });
  const opened = response.headers.get('content-type')?.startsWith('text/event-stream');
  const body = opened ? '' : await response.text();
  abort.abort();
  return { status: response.status, body };
}

const cookieOf = (role: Role) => (role === 'visitor' ? undefined : accounts[role].cookie);

/** Roles whose requests get past the operation's guard. */
async function rolesLetIn(operation: Operation): Promise<Role[]> {
  const roles: Role[] = [];
  for (const role of ['visitor', 'user', 'admin'] as const) {
    const { status } = await send(operation, malformedRequest(operation, cookieOf(role)));
    if (status !== 401 && status !== 403) roles.push(role);
  }
  return roles;
}

/** A logout, or an account change, may end a role's session: log in again. */
async function keepSessions() {
  for (const role of ['user', 'admin'] as const) {
    const account = accounts[role];
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie: account.cookie } });
    if (session.json<{ user: unknown }>().user) continue;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.username, password: account.password },
    });
    account.cookie = sessionCookie(login);
  }
}

/** Mails and notices an earlier request queued are sent first: their writes are not this one's. */
const backgroundDone = () => Promise.all([t.app.mailer.flush(), t.app.outsideDelivery.runDue()]);

async function check(operation: Operation, probe: Probe, role: Role): Promise<string[]> {
  await backgroundDone();
  const uploadsBefore = await uploadsSnapshot(t.config.uploadDir);
  const writesBefore = await writesSoFar();
  const cookie = cookieOf(role);
  const answer = await send(operation, {
    method: probe.method,
    url: probe.url,
    headers: { ...probe.headers, ...(cookie ? { cookie } : {}) },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  const where = `${label(operation)} as ${role}, ${probe.name}: ${answer.status}`;
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`${where} ${answer.body.slice(0, 200)}`);
  for (const [kind, pattern] of leaks) if (pattern.test(answer.body)) problems.push(`${where} shows ${kind}`);
  if (answer.status < 400 && probe.mustRefuse) problems.push(`${where} was accepted`);
  if (answer.status >= 400) {
    const written = (await writesSoFar()) - writesBefore;
    if (written > 0) problems.push(`${where} but wrote ${written} rows`);
    if ((await uploadsSnapshot(t.config.uploadDir)) !== uploadsBefore)
      problems.push(`${where} but changed files`);
  }
  return problems;
}

it('answers every malformed request with a 4xx, shows no internals and changes nothing it refuses', async () => {
  const operations = (await operationsOf(t.app)).sort((a, b) => order[a.method] - order[b.method]);
  const problems: string[] = [];
  let requests = 0;
  for (const operation of operations) {
    const roles = await rolesLetIn(operation);
    const probes = probesFor(operation, idsFor(operation));
    for (const [index, probe] of probes.entries()) {
      // Every role the guard lets in takes a share of the probes, in turn.
      problems.push(...(await check(operation, probe, roles[index % roles.length]!)));
    }
    requests += probes.length;
    await keepSessions();
  }
  // One line per problem, so the whole list shows when it fails.
  expect(problems.join('\n')).toBe('');
  expect(requests).toBeGreaterThan(1000);
  // Text that cannot be stored as sent is refused, never silently replaced.
  expect(await columnsWithReplacementCharacters(t.app.db)).toEqual([]);
}, 300_000);
