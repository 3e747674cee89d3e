import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';

/** Without PUBLIC_ORIGIN the request's own origin is the base of these files. */
const t = useTestApp({ publicOrigins: [] });

const fetchWithHost = (url: string, host: string) => t.app.inject({ url, headers: { host } });

describe('sitemap.xml and robots.txt without PUBLIC_ORIGIN', () => {
  it('use a plain Host header as the origin', async () => {
    const sitemap = await fetchWithHost('/sitemap.xml', 'Sehat.Contoh.ID:8080');
    expect(sitemap.body).toContain('<loc>http://sehat.contoh.id:8080/</loc>');
    const robots = await fetchWithHost('/robots.txt', '[::1]:3000');
    expect(robots.body).toContain('Sitemap: http://[::1]:3000/sitemap.xml\n');
  });

  it.each([
    ['markup', 'jahat.example"><script>alert(1)</script>'],
    ['an entity', 'a&amp;b.example'],
    ['a path', 'jahat.example/</loc><loc>http://jahat.example'],
    ['a quote', "jahat'.example"],
  ])('never write a Host header holding %s', async (_label, host) => {
    const sitemap = await fetchWithHost('/sitemap.xml', host);
    expect(sitemap.statusCode).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/localhost\/[a-z0-9/-]*$/);
    expect(sitemap.body).not.toContain('jahat');
    const robots = await fetchWithHost('/robots.txt', host);
    expect(robots.body).toContain('Sitemap: http://localhost/sitemap.xml\n');
    expect(robots.body).not.toContain('jahat');
  });
});
