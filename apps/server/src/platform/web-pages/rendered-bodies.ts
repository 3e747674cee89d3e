import { dataSaverCookie, dataSaverOn, saveDataHeaderOn } from '@sehat/core/data-saver/data-saver';
import type { PageName } from '@sehat/core/site/page-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../sessions/sessions';
import type { PreloadTags } from './chunk-preloads';
import type { ApiSend, RendererFactory } from './page-renderer';
import { splitRoot } from './page-shell';

/**
 * The pages that arrive rendered for a visitor: the public ones (issue 10, item 1). Result,
 * profile and admin pages, and every page asked for with a session cookie, get the shell.
 */
const renderedPages: ReadonlySet<PageName> = new Set<PageName>([
  'Home',
  'TesDiri',
  'Screening',
  'Education',
  'EducationTopic',
  'Forum',
  'Login',
  'Register',
  'ForgotPassword',
  'PrivacyPolicy',
  'TermsOfUse',
  'SafetyPlan',
  'Services',
  'HelpNow',
]);

/**
 * Pages whose render depends on the configuration only (their text, the operator's footer and
 * crisis help): rendered once per process and then served from memory. The others read data
 * that changes (questions, articles, the forum, the service hours on the help page): kept in the
 * public cache until any of that data changes on any instance, a second at most (ADR 82).
 */
const configOnlyPages: ReadonlySet<PageName> = new Set<PageName>([
  'Home',
  'Screening',
  'Login',
  'Register',
  'ForgotPassword',
  'PrivacyPolicy',
  'TermsOfUse',
  'SafetyPlan',
]);

/**
 * A rendered page shows relative times ('5m'); the browser hydrates them with its own clock, so
 * a cached copy may be at most this old, whatever the data did (ADR 82).
 */
const RENDERED_MAX_AGE_MS = 1_000;

/**
 * What goes after the page's head tags: the rendered page (with its screens' chunks to
 * preload) for a visitor asking for a public page, else the shell's own rest (`after`). A
 * render that fails is logged and the shell serves.
 */
export function renderedBodies(
  app: FastifyInstance,
  { renderer, preloads }: { renderer: RendererFactory | undefined; preloads: PreloadTags },
  after: string,
) {
  // The renderer's API requests never leave the process; they carry no cookie.
  const send: ApiSend = async (path, init) => {
    if (init.method && init.method !== 'GET') throw new Error('The page renderer only reads');
    const response = await app.inject({ url: path, headers: { accept: 'application/json' } });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
  const render = renderer?.(send);
  const root = splitRoot(after);
  const kept = new Map<string, string>();
  const renderBody = async (url: string, dataSaver: boolean) => {
    const page = await render!(url, { dataSaver });
    return page ? root.fill(page, preloads(page.modules)) : after;
  };

  return async (request: FastifyRequest, origin: string, name: PageName | undefined) => {
    if (!render || !name || !renderedPages.has(name) || request.cookies[SESSION_COOKIE]) return after;
    const url = `${origin}${request.url}`;
    const dataSaver = dataSaverOn(
      request.cookies[dataSaverCookie],
      saveDataHeaderOn(request.headers['save-data']),
    );
    // Low-data mode renders another page (initials, no map button): each mode has its copy.
    const mode = dataSaver ? 'hemat ' : '';
    try {
      if (!configOnlyPages.has(name)) {
        return (
          await app.publicCache.get(
            'pages',
            `${mode}${url}`,
            () => renderBody(url, dataSaver),
            RENDERED_MAX_AGE_MS,
          )
        ).value;
      }
      const keep = !request.url.includes('?');
      const key = `${mode}${request.url}`;
      const known = keep ? kept.get(key) : undefined;
      if (known) return known;
      const body = await renderBody(url, dataSaver);
      if (keep && body !== after) kept.set(key, body);
      return body;
    } catch (error) {
      request.log.error({ err: error }, 'page render failed; serving the shell');
      return after;
    }
  };
}
