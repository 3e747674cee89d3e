import { labels } from '@sehat/core/messages';
import { useTitleCount } from '#web/lib/title-count';

/**
 * Sets the document title (React 19 hoists <title> into <head>), led by the count of what
 * waits for the viewer, e.g. '(1) Forum Diskusi · Sehat Jiwa'.
 */
export function PageTitle({ title }: { title?: string }) {
  const count = useTitleCount();
  const text = title ? `${title} · ${labels.brand}` : `${labels.brand} · ${labels.tagline}`;
  return <title>{count > 0 ? `(${count}) ${text}` : text}</title>;
}
