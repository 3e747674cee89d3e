import { randomBytes } from 'node:crypto';
import { CLIENT_ID_RANDOM_BYTES, clientIdAt } from '@sehat/core/validation/client-id-format';
import type { Person } from '../crowd';

/**
 * One HTTP request as autocannon sends it. A body given as a function is made anew for each
 * request, as a browser makes each submission's own `clientId`.
 */
export interface Request {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | (() => string);
  /** People whose turn each request is (their address and browser cookie), as in `measure`. */
  crowd?: Person[];
}

export interface Scenario {
  name: string;
  /** The peer's request (under backend/api/) that its screen makes for the same thing. */
  peer: Request;
  ours: Request;
  /** Read against the target (ours ≥ 1.0× the peer), or only shown for information. */
  counted: boolean;
}

export interface ScenarioContext {
  /** Ours' member's cookies: the session and the browser's name. */
  cookie: string;
  /** The same member's id in the peer (its client sends it, the peer has no session). */
  peerUserId: number;
  peerPassword: string;
  /** The newest question: the one a reader opens first. */
  questionId: number;
  questionCount: number;
  /** Ours' questionnaire revision, which the web form sends with the answers. */
  revision: string;
  /** Ours' visitors, each from an address of its own with its browser cookie. */
  visitors: Person[];
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const json = { 'content-type': 'application/json' };

/** 29 answers: yes to the first six neurosis items, no to the rest (no crisis item). */
const answers = Array.from({ length: 29 }, (_, index) => (index < 6 ? 1 : 0));

/**
 * The mapping (ADR 87): the peer is a Vue single-page app whose PHP files answer JSON, so each
 * row pairs the JSON request the peer's screen makes with the JSON request ours' screen makes
 * for the same content. Neither side's HTML is compared: the peer's is a static file.
 */
export function scenarios(context: ScenarioContext): Scenario[] {
  const member = { cookie: context.cookie };
  // Everyone without an account behind one address shares that address's allowance (ADR 213),
  // so visitors' rows come from many addresses, each with its browser cookie, as people send them.
  const visitors = context.visitors;
  const peerSubmission: Request = {
    path: '/submit_tesdiri.php',
    method: 'POST',
    headers: form,
    body: new URLSearchParams({
      user_id: String(context.peerUserId),
      jawaban: JSON.stringify(answers),
    }).toString(),
  };
  // What `submitAnswers` in apps/web posts: the answers, the revision they were given against and
  // the device's own id for this submission, made as the web app makes it (`newClientId`).
  const asTheWebSends = () =>
    JSON.stringify({
      jawaban: answers,
      revision: context.revision,
      clientId: clientIdAt(Date.now(), randomBytes(CLIENT_ID_RANDOM_BYTES)),
    });
  return [
    {
      name: 'forum list, visitor',
      peer: { path: '/forum_questions_complete.php' },
      ours: { path: '/api/forum/questions', crowd: visitors },
      counted: true,
    },
    {
      name: 'forum list, member',
      peer: { path: '/forum_questions_complete.php' },
      ours: { path: '/api/forum/questions', headers: member },
      counted: true,
    },
    {
      name: "a question's responses, member",
      peer: {
        path: `/get_forum_responses.php?question_id=${context.questionId}&user_id=${context.peerUserId}`,
      },
      ours: { path: `/api/forum/questions/${context.questionId}/responses`, headers: member },
      counted: true,
    },
    {
      name: 'journals',
      peer: { path: '/get_journals.php' },
      ours: { path: '/api/journals', crowd: visitors },
      counted: true,
    },
    {
      name: 'self-test questions',
      peer: { path: '/tesdiri_questions.php' },
      ours: { path: '/api/selftest/questions', crowd: visitors },
      counted: true,
    },
    {
      name: 'self-test submission, member',
      peer: peerSubmission,
      ours: {
        path: '/api/selftest/submissions',
        method: 'POST',
        headers: { ...json, ...member },
        body: asTheWebSends,
      },
      counted: true,
    },
    {
      name: 'self-test submission, visitor',
      peer: peerSubmission,
      // The peer has no visitor submission: its member's is the one to beat.
      ours: {
        path: '/api/selftest/submissions',
        method: 'POST',
        headers: json,
        body: asTheWebSends,
        crowd: visitors,
      },
      counted: true,
    },
    {
      name: 'login (information)',
      peer: {
        path: '/login.php',
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ username: 'bench', password: context.peerPassword }).toString(),
      },
      ours: {
        path: '/api/auth/login',
        method: 'POST',
        headers: json,
        body: JSON.stringify({ login: 'bench', password: context.peerPassword }),
        crowd: visitors,
      },
      counted: false,
    },
  ];
}
