import { readFileSync } from 'node:fs';
import path from 'node:path';
import { labels } from '@sehat/core/messages';
import { pageMetaMessages } from '@sehat/core/site/meta-messages';
import { disallowedPaths, noReferrerPages, pageMeta, sitemapPaths } from '@sehat/core/site/page-meta';
import { matchPage } from '@sehat/core/site/page-paths';
import { offlineShellPath } from '@sehat/core/offline/offline-shell';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PreloadTags } from './chunk-preloads';
import type { RendererFactory } from './page-renderer';
import { pageHeadTags, splitShell } from './page-shell';
import { renderedBodies } from './rendered-bodies';
import { requestOriginOf } from '../../public-origins';
import { notFloodGuarded } from '../http/flood-guard';

/** Installable (issue 10, item 8): the app's name, colours (tokens.css, light theme) and icons. */
const webManifest = {
  name: `${labels.brand} · ${labels.tagline}`,
  short_name: labels.brand,
  description: pageMetaMessages.siteDescription,
  lang: 'id',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f4f9f8',
  theme_color: '#0f766e',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paths answered by the JSON 404 (and the uploads' own handler), never by the app's HTML. */
const nonPagePrefixes = ['/api/', '/uploads/'];

/**
 * Every screen of the route table answers 200 with the app's HTML whatever the Accept header
 * (curl, link previews), any other path 404 with the same HTML (the app shows its not-found
 * page). index.html is read once at start; each page gets its own title, description,
 * canonical URL, share card and robots rule (ADR 51). A visitor (no session cookie) asking
 * for a public page gets it rendered, with the data to hydrate from (ADR 53); if rendering
 * fails the shell still serves. robots.txt and sitemap.xml too.
 */
export default fp<{
  publicOrigin: string | undefined;
  shell: string | undefined;
  renderer: RendererFactory | undefined;
  preloads: PreloadTags;
}>(
  async (app, { publicOrigin, shell, renderer, preloads }) => {
    const originOf = (request: FastifyRequest) =>
      publicOrigin ?? requestOriginOf(request.protocol, request.host);

    app.get('/robots.txt', { schema: { hide: true }, config: notFloodGuarded }, (request, reply) => {
      const lines = [
        'User-agent: *',
        ...disallowedPaths.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${originOf(request)}/sitemap.xml`,
      ];
      return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
    });

    app.get('/sitemap.xml', { schema: { hide: true }, config: notFloodGuarded }, (request, reply) => {
      const origin = originOf(request);
      const urls = sitemapPaths
        .map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`)
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
        );
    });

    app.get('/manifest.webmanifest', { schema: { hide: true }, config: notFloodGuarded }, (_request, reply) =>
      reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest)),
    );

    if (!shell) return;
    const { before, after } = splitShell(shell);
    const bodyFor = renderedBodies(app, { renderer, preloads }, after);

    // A form of a rendered page sent before the app took it over (forms post, so passwords and
    // test answers never reach a URL): the body is dropped unread and the page shown again,
    // now with the app running (ADR 58). API paths keep their JSON 404.
    await app.register(async (pages) => {
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, payload, done) => {
        payload.resume();
        done(null);
      });
      pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        return matchPage(pathname) ? reply.redirect(pathname, 303) : reply.callNotFound();
      });
    });

    // The shell the service worker keeps to start the app on pages opened offline (ADR 160):
    // the home page's head and an empty root, nothing of any visitor, the same for everyone.
    app.get(offlineShellPath, { schema: { hide: true }, config: notFloodGuarded }, (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .send(
          `${before}${pageHeadTags(pageMeta(matchPage('/')), { origin: originOf(request), path: '/' })}\n  ${after}`,
        ),
    );

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (nonPagePrefixes.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
      const match = matchPage(pathname);
      const head = pageHeadTags(pageMeta(match), { origin: originOf(request), path: pathname });
      // A reset or verification link's token must not leak to whatever the page loads or links.
      if (match && noReferrerPages.has(match.name)) reply.header('referrer-policy', 'no-referrer');
      return reply
        .code(match ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Save-Data')
        .send(`${before}${head}\n  ${await bodyFor(request, originOf(request), match?.name)}`);
    });
  },
  { name: 'web-pages', dependencies: ['public-cache'] },
);

/** The built index.html, read once at start; undefined when the web app is not built. */
export function readShell(webDistDir: string): string | undefined {
  try {
    return readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
