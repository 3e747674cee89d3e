import { labels } from '@sehat/core/messages';
import { pageDataElementId } from '@sehat/core/site/page-data-id';
import { pageMetaMessages } from '@sehat/core/site/meta-messages';
import { shareImage, topicStructuredData, type PageMeta } from '@sehat/core/site/page-meta';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The <head> tags that tell search engines and link previews what one page is. */
export function pageHeadTags(page: PageMeta, { origin, path }: { origin: string; path: string }): string {
  const url = `${origin}${path}`;
  const image = `${origin}${page.image}`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', labels.brand),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(shareImage.width)),
    meta('property', 'og:image:height', String(shareImage.height)),
    meta('property', 'og:image:alt', pageMetaMessages.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
  ];
  if (page.topic) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(topicStructuredData(page.topic, url))}</script>`,
    );
  }
  return tags.join('\n    ');
}

/**
 * The built index.html split around its own title and description, so a page's tags go in
 * their place with one string join per request.
 */
export function splitShell(html: string): { before: string; after: string } {
  const withoutOwn = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  const at = withoutOwn.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>');
  return { before: withoutOwn.slice(0, at), after: withoutOwn.slice(at) };
}

const emptyRoot = '<div id="root"></div>';

/**
 * The shell from the end of its head: a rendered page's preload tags go before `</head>`, the
 * page inside the empty #root, followed by the data block the browser hydrates from (a JSON
 * block, never executed, so the CSP holds; its text is escaped by the web app's serializer,
 * ADR 53).
 */
export function splitRoot(html: string): {
  fill(page: { html: string; data: string }, preloads: string): string;
} {
  const at = html.indexOf(emptyRoot);
  if (at < 0) throw new Error('index.html has no empty <div id="root">');
  const head = html.slice(0, at);
  const tail = html.slice(at + emptyRoot.length);
  return {
    fill: ({ html: page, data }, preloads) =>
      `${preloads}${head}<div id="root">${page}</div><script type="application/json" id="${pageDataElementId}">${data}</script>${tail}`,
  };
}
