import { labels } from '@sehat/core/messages';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${labels.brand}` : `${labels.brand} · ${labels.tagline}`}</title>;
}
