// @ts-check
// A staff session for a benchmark: sign in over HTTP as a browser does (the XSRF-TOKEN cookie of a page, the
// double-submit header, a same-origin Origin), and a fetch that sends the session's cookies.

/**
 * @param {string} baseUrl
 * @param {string} email
 * @param {string} password
 * @returns {Promise<(path: string, init?: RequestInit) => Promise<Response>>}
 */
export async function staffSession(baseUrl, email, password) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  const keep = (/** @type {Response} */ response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${baseUrl}/staff/login`));
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      cookie: cookie(),
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email, password }),
  });
  keep(signIn);
  if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.status}`);
  return (path, init = {}) => fetch(`${baseUrl}${path}`, { ...init, headers: { ...init.headers, cookie: cookie() } });
}

/**
 * The median, 95th percentile and slowest of some timings (ms).
 * @param {number[]} times
 */
export function describeTimes(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}
