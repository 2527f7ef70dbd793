import { sqliteAppPerSuite } from './app-server';

/** The browser-facing security headers of every page: a strict CSP with a fresh nonce, HSTS over https. */
describe('security headers', () => {
  // Behind one proxy of ours, which says whether the browser came over https (X-Forwarded-Proto).
  const suite = sqliteAppPerSuite({ TRUST_PROXY: '1' });

  const policyOf = (response: Response) =>
    new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );

  it.each(['/', '/application/TSKIS', '/staff/login'])('%s carries a strict CSP whose nonce is on every script', async (path) => {
    const response = await fetch(`${suite.app.baseUrl}${path}`);
    const policy = policyOf(response);
    const nonce = policy.get('script-src')?.find((value) => value.startsWith("'nonce-"))?.slice(7, -1) ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    const styles = [...html.matchAll(/<style\b[^>]*>/g)].map(([tag]) => tag);
    expect(styles.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  });

  // A page's address may end like a file's: the copy and resume links carry a token that can, and any unknown
  // address answers with the not-found page. Each is HTML, and each needs the policy.
  it.each(['/copy/anything.png', '/resume/x.jpg', '/application/TSKIS/x.svg', '/notes.txt'])(
    '%s is an HTML page and carries the CSP',
    async (path) => {
      const response = await fetch(`${suite.app.baseUrl}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = policyOf(response);
      expect(policy.get('script-src')?.some((value) => value.startsWith("'nonce-"))).toBe(true);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('uses a new nonce for every page load', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => policyOf(await fetch(`${suite.app.baseUrl}/`)).get('script-src')?.join(' ')),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('sends Strict-Transport-Security over https only', async () => {
    expect((await fetch(`${suite.app.baseUrl}/`)).headers.get('strict-transport-security')).toBeNull();
    const behindHttps = await fetch(`${suite.app.baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(behindHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});
