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
  const langCookies = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith('lang='));

  /**
   * A request with exactly these headers: Node's fetch adds `Sec-Fetch-Mode: cors` to every request, which is what a
   * page's own fetch sends, not a browser's navigation.
   */
  const rawPage = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; langCookies: string[]; html: string }>((resolve, reject) => {
      request(`${suite.app.baseUrl}${path}`, { headers }, (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
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

  it.each<Record<string, string>>([{ 'Sec-Fetch-Mode': 'navigate' }, {}])(
    'a ?lang=es link (%j) shows the same page in Spanish, outranks the cookie, and is remembered',
    async (navigation) => {
      const answer = await rawPage('/application/TSKIS?lang=es', { Cookie: 'lang=en', 'Accept-Language': 'en', ...navigation });
      expect(answer.status).toBe(200);
      expect(answer.html).toMatch(/<html lang="es"/);
      expect(answer.html).toContain('Solicitud de empleo para conductores: TSKIS');
      const [cookie] = answer.langCookies;
      expect(cookie).toMatch(/^lang=es; Path=\/; .*Max-Age=31536000/i);
      expect(cookie).toMatch(/SameSite=lax/i);
    },
  );

  it("lets the page's own requests follow the cookie: a link left in the address cannot undo the switch", async () => {
    // The refresh after the nav bar's switch to English, while the router's address still holds ?lang=es: a fetch.
    const answer = await rawPage('/application/TSKIS?lang=es', { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', Cookie: 'lang=en' });
    expect(answer.status).toBe(200);
    expect(answer.html).toMatch(/<html lang="en"/);
    expect(answer.html).toContain('Save and finish later');
    expect(answer.html).not.toContain('Guardar y terminar después');
    expect(answer.langCookies).toEqual([]);
  });

  it('keeps the staff area in English whatever the cookie, the link or the browser says', async () => {
    const { response, html } = await page('/staff/login?lang=es', { Cookie: 'lang=es', 'Accept-Language': 'es-MX' });
    expect(html).toMatch(/<html lang="en"/);
    expect(langCookies(response)).toEqual([]);
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
