import { topicContent } from '../education/topics/index';
import { educationTopics, type EducationTopic } from '../education/topics/topic';
import { labels } from '../messages';
import { pageMetaMessages } from './meta-messages';
import { pagePaths, type PageMatch, type PageName } from './page-paths';
import { codeOfSlug, screeningSlugs } from '../screenings/instruments';
import { screeningCatalogue } from '../screenings/messages';

/** What the served HTML says about one page, before the server adds its origin. */
export interface PageMeta {
  /** The full <title>, as the app's PageTitle writes it. */
  title: string;
  description: string;
  /** The share card (1200×630 PNG) under the web app's public folder. */
  image: string;
  /** Result, account, admin and forum pages stay out of search engines. */
  noindex: boolean;
  /** The topic page's schema.org description, or undefined. */
  topic?: EducationTopic;
}

export const shareImage = {
  width: 1200,
  height: 630,
  site: '/og/site.png',
  topic: (topic: EducationTopic) => `/og/topic-${topic}.png`,
} as const;

const fullTitle = (title?: string) =>
  title ? `${title} · ${labels.brand}` : `${labels.brand} · ${labels.tagline}`;

const noindexPages = new Set<PageName>([
  'ResultIsNeurosis',
  'ResultIsPsychotic',
  'ResultIsPTSD',
  'ResultIsNormal',
  'ScreeningResult',
  'SelftestReport',
  'Profile',
  'MyData',
  'ConsentSettings',
  'AccountDeleted',
  'Consent',
  'ChangePassword',
  'Forum',
  'ResetPassword',
  'VerifyEmail',
  'Checkins',
]);

function texts(name: PageName): { title?: string; description: string } {
  if (name === 'Home') return { description: pageMetaMessages.siteDescription };
  if (name.startsWith('Admin')) return pageMetaMessages.pages.admin;
  if (name.startsWith('ResultIs')) return pageMetaMessages.pages.result;
  if (name === 'Screening' || name === 'ScreeningResult') return pageMetaMessages.pages.TesDiri;
  return pageMetaMessages.pages[name as keyof typeof pageMetaMessages.pages];
}

/** The metadata of a matched page; `undefined` is the not-found page. */
export function pageMeta(match: PageMatch | undefined): PageMeta {
  if (!match) {
    return {
      title: fullTitle(pageMetaMessages.pages.notFound.title),
      description: pageMetaMessages.pages.notFound.description,
      image: shareImage.site,
      noindex: true,
    };
  }
  const topic = match.params.topic as EducationTopic | undefined;
  if (match.name === 'EducationTopic' && topic) {
    const content = topicContent[topic];
    return {
      title: fullTitle(content.title),
      description: content.summary,
      image: shareImage.topic(topic),
      noindex: false,
      topic,
    };
  }
  const code = codeOfSlug(match.params.screening);
  if (code && (match.name === 'Screening' || match.name === 'ScreeningResult')) {
    const { title, name, purpose } = screeningCatalogue[code];
    return {
      title: fullTitle(match.name === 'Screening' ? title : pageMetaMessages.screeningResult(name)),
      description: purpose,
      image: shareImage.site,
      noindex: noindexPages.has(match.name),
    };
  }
  const { title, description } = texts(match.name);
  return {
    title: fullTitle(title),
    description,
    image: shareImage.site,
    noindex: noindexPages.has(match.name) || match.name.startsWith('Admin'),
  };
}

/** Pages opened with a one-time token in their address: they send no Referer at all. */
export const noReferrerPages: ReadonlySet<PageName> = new Set<PageName>(['ResetPassword', 'VerifyEmail']);

/** The pages a search engine may list (never the forum: people write about themselves there). */
export const sitemapPaths: readonly string[] = [
  pagePaths.Home,
  pagePaths.TesDiri,
  ...Object.values(screeningSlugs).map((slug) => pagePaths.Screening.replace(':screening', slug)),
  pagePaths.Education,
  ...educationTopics.map((topic) => pagePaths.EducationTopic.replace(':topic', topic)),
  pagePaths.SafetyPlan,
  pagePaths.Services,
  pagePaths.Login,
  pagePaths.Register,
  pagePaths.PrivacyPolicy,
  pagePaths.TermsOfUse,
  pagePaths.HelpNow,
];

/** Paths robots.txt asks crawlers to leave alone. */
export const disallowedPaths = [
  '/admin',
  '/profile',
  '/hasil',
  '/riwayat-tes',
  '/ubah-kata-sandi',
  '/atur-ulang-kata-sandi',
  '/verifikasi-email',
  '/cek-kabar',
] as const;

/** schema.org description of a topic page (JSON-LD). */
export function topicStructuredData(topic: EducationTopic, url: string): Record<string, unknown> {
  const content = topicContent[topic];
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: content.title,
    description: content.summary,
    url,
    inLanguage: 'id',
    about: { '@type': 'MedicalCondition', name: content.title },
    publisher: { '@type': 'Organization', name: labels.brand },
  };
}
