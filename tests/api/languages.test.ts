import { sqliteAppPerSuite } from './app-server';

/**
 * Spanish is in place (next-intl, catalogs, resolution) but dark until every applicant page is
 * translated (lib/i18n/locales.ts OFFERED_LOCALES). Until then no way in may show it: not the browser's language,
 * not a `?lang=es` link, not a cookie set by hand. When Spanish is offered, this suite turns into its positive twin.
 */
describe('the applicant pages’ language while Spanish is dark', () => {
  const suite = sqliteAppPerSuite();

  const page = async (path: string, headers: Record<string, string>) => {
    const response = await fetch(`${suite.app.baseUrl}${path}`, { headers });
    return { response, html: await response.text() };
  };

  it.each([
    ['/', { 'Accept-Language': 'es-MX,es;q=0.9' }],
    ['/?lang=es', {}],
    ['/application/TSKIS?lang=es', { 'Accept-Language': 'es-US' }],
    ['/application/TSKIS', { Cookie: 'lang=es' }],
    ['/no-such-page', { 'Accept-Language': 'es', Cookie: 'lang=es' }],
  ])('%s %j is English, with <html lang="en"> and no language switch', async (path, headers) => {
    const { response, html } = await page(path, headers);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Driver Application');
    expect(html).toContain('Skip to main content');
    expect(html).not.toContain('Español');
    expect(html).not.toContain('Solicitud');
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('lang='))).toEqual([]);
  });

  it('sends the browser no catalog: the nav bar gets its texts already translated', async () => {
    const { html } = await page('/', {});
    // A catalog would travel in the page's RSC payload, where quotes are escaped.
    const key = (name: string) => new RegExp(`\\\\?"${name}\\\\?":`);
    for (const name of ['NavBar', 'Home', 'intro', 'NotFound', 'Metadata']) expect(html).not.toMatch(key(name));
    expect(html).toContain('Start Driver Application');
  });
});
