import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { pageDataElementId } from '@sehat/core/site/page-data-id';

/**
 * What the server's render of a page hands to the browser: the router's loader results and
 * the query cache the screens rendered from and the time of the render (ADR 53). It travels in a JSON data block, which
 * the CSP allows (it is never executed), not in an inline script.
 */
export interface PageData {
  router: Partial<HydrationState>;
  queries: DehydratedState;
  /** When the page was rendered (ISO): relative times hydrate from it. */
  renderedAt: string;
  /** Whether it was rendered in low-data mode (ADR 206). */
  dataSaver: boolean;
}

/** JSON inside <script> must not be able to close the element (a `</script>` in a title). */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's data for this page, or null when the page came as the plain shell. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(pageDataElementId)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
