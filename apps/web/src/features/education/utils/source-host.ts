/** The site a source link leads to, as readers recognise it: 'who.int', 'doi.org'. */
export function sourceHost(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}
