import { request } from 'node:http';
import { sqliteAppPerSuite } from './app-server';

/**
 * The applicant's language on the built app (lib/i18n): the browser's Accept-Language on a first visit, a `?lang=`
 * link (remembered in the `lang` cookie), the cookie itself; `<html lang>` follows, the URLs stay the same, and the
 * staff area stays in English. Only the active language's texts travel to the browser.
 */
describe('the applicant pages’ language', () => {
  const suite = sqliteAppPerSuite();

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${suite.app.baseUrl}${path}`, { headers, redirect: 'manual' });
    return { response, html: await response.text() };
  };

  /** Where a redirect leads, as path and query. */
  const target = (location: string | undefined) => {
    const url = new URL(location ?? '', suite.app.baseUrl);
    return url.pathname + url.search;
  };

  /** A request with exactly these headers, redirects not followed. */
  const rawPage = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; location?: string; langCookies: string[]; html: string }>((resolve, reject) => {
      request(`${suite.app.baseUrl}${path}`, { headers }, (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            langCookies: (response.headers['set-cookie'] ?? []).filter((cookie) => cookie.startsWith('lang=')),
            html,
          }),
        );
      })
        .on('error', reject)
        .end();
    });

  it.each([
    ['/', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' }],
    ['/application/TSKIS', { 'Accept-Language': 'es-US' }],
    ['/application/TSKIS', { Cookie: 'lang=es', 'Accept-Language': 'en-US' }],
    ['/no-such-page', { Cookie: 'lang=es' }],
  ])('%s %j is Spanish, with <html lang="es">', async (path, headers) => {
    const { html } = await page(path, headers);
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('Saltar al contenido principal');
    expect(html).toContain('Solicitud de conductor');
    expect(html).not.toContain('Skip to main content');
  });

  it.each([
    ['/', {}],
    ['/application/TSKIS', { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.5' }],
    ['/application/TSKIS', { Cookie: 'lang=en', 'Accept-Language': 'es-MX' }],
    ['/', { 'Accept-Language': 'fr-FR' }],
  ])('%s %j is English', async (path, headers) => {
    const { html } = await page(path, headers);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Skip to main content');
    expect(html).not.toContain('Saltar al contenido principal');
  });

  it('a ?lang=es link is remembered and leads to the same address without it, which is then Spanish', async () => {
    const link = await rawPage('/application/TSKIS?lang=es&x=1', { Cookie: 'lang=en', 'Accept-Language': 'en' });
    // Redirected, so no ?lang= stays in the address (a reload or the router's refresh would repeat it).
    expect(link.status).toBe(307);
    expect(target(link.location)).toBe('/application/TSKIS?x=1');
    const [cookie] = link.langCookies;
    expect(cookie).toMatch(/^lang=es; Path=\/; .*Max-Age=31536000/i);
    expect(cookie).toMatch(/SameSite=lax/i);

    const page = await rawPage('/application/TSKIS?x=1', { Cookie: 'lang=es', 'Accept-Language': 'en' });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="es"/);
    expect(page.html).toContain('Solicitud de empleo para conductores: TSKIS');
  });

  it('a link to a language not offered only loses its ?lang=', async () => {
    const link = await rawPage('/?lang=fr', {});
    expect(link.status).toBe(307);
    expect(target(link.location)).toBe('/');
    expect(link.langCookies).toEqual([]);
  });

  it('keeps the staff area in English whatever the cookie, the link or the browser says', async () => {
    const link = await rawPage('/staff/login?lang=es', {});
    expect(target(link.location)).toBe('/staff/login');
    expect(link.langCookies).toEqual([]);
    const { html } = await page('/staff/login', { Cookie: 'lang=es', 'Accept-Language': 'es-MX' });
    expect(html).toMatch(/<html lang="en"/);
  });

  it('sends the wizard only the active language: Spanish texts and no English ones, and the reverse', async () => {
    const spanish = (await page('/application/TSKIS', { Cookie: 'lang=es' })).html;
    // The step texts of a later step travel as data (the page's flight data), only in the page's language.
    expect(spanish).toContain('Agregar otro empleo');
    expect(spanish).not.toContain('Add another work experience');
    expect(spanish).toContain('Guardar y terminar después');
    expect(spanish).not.toContain('Save and finish later');
    const english = (await page('/application/TSKIS', { Cookie: 'lang=en' })).html;
    expect(english).toContain('Save and finish later');
    expect(english).not.toContain('Guardar y terminar después');
    expect(english).not.toContain('Agregar otro empleo');
  });

  it('sends the home page no catalog: the nav bar and the page get their texts already translated', async () => {
    const { html } = await page('/', {});
    // A catalog would travel in the page's RSC payload, where quotes are escaped.
    const key = (name: string) => new RegExp(`\\\\?"${name}\\\\?":`);
    for (const name of ['NavBar', 'Home', 'intro', 'NotFound', 'Metadata', 'Wizard', 'Steps']) expect(html).not.toMatch(key(name));
    expect(html).toContain('Start Driver Application');
  });
});
