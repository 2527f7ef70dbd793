/**
 * @jest-environment jsdom
 */
import { submitApplication, SUBMIT_URL } from './submit-application';
import type { Applicant } from './schema';

const payload = { applicantName: 'Jane Roe', ssn: '123-45-6789' } as Applicant;

/** jsdom has no Response class; the client reads `ok`, `status`, Retry-After and, on success, `json()`. */
const answer = (status: number, json: () => Promise<unknown> = async () => ({}), headers: Record<string, string> = {}) =>
  ({ ok: status >= 200 && status < 300, status, json, headers: new Headers(headers) }) as unknown as Response;

/** The 201 body of POST /api/drivers. */
const stored = { numberId: 1042, creationDate: '2026-11-22T18:30:00.000Z' };

function fakeFetch(respond: () => Promise<Response>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(respond);
}

describe('submitApplication', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
  });

  it('POSTs the JSON payload with the CSRF token from the cookie and the idempotency key', async () => {
    const fetchMock = fakeFetch(async () => answer(201, async () => stored));
    await expect(submitApplication(payload, 'key-1', fetchMock)).resolves.toEqual({ ok: true, receipt: stored });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(SUBMIT_URL);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
      'x-xsrf-token': 'token-123',
    });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('reports a refused or failed request as not ok', async () => {
    await expect(submitApplication(payload, 'k', fakeFetch(async () => answer(503)))).resolves.toEqual({
      ok: false,
      status: 503,
      retryAfter: null,
    });
    const offline = fakeFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitApplication(payload, 'k', offline)).resolves.toEqual({ ok: false, status: null });
  });

  it('a 201 whose body cannot be read is still submitted, only without a receipt', async () => {
    const bodies: Array<() => Promise<unknown>> = [
      async () => {
        throw new SyntaxError('Unexpected end of JSON input');
      },
      async () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
      async () => null,
      async () => 'created',
      async () => ({}),
      async () => ({ numberId: '1042', creationDate: stored.creationDate }),
      async () => ({ numberId: 0, creationDate: stored.creationDate }),
      async () => ({ numberId: 1.5, creationDate: stored.creationDate }),
      async () => ({ numberId: 1042 }),
      async () => ({ numberId: 1042, creationDate: 'yesterday' }),
    ];
    for (const body of bodies) {
      await expect(submitApplication(payload, 'k', fakeFetch(async () => answer(201, body)))).resolves.toEqual({
        ok: true,
        receipt: null,
      });
    }
  });

  it('passes on how long a 429 says to wait', async () => {
    const tooMany = fakeFetch(async () => answer(429, undefined, { 'Retry-After': '42' }));
    await expect(submitApplication(payload, 'k', tooMany)).resolves.toEqual({ ok: false, status: 429, retryAfter: '42' });
  });

  it('never reads the body of a refused request', async () => {
    const json = jest.fn(async () => stored);
    await expect(submitApplication(payload, 'k', fakeFetch(async () => answer(422, json)))).resolves.toEqual({
      ok: false,
      status: 422,
      retryAfter: null,
    });
    expect(json).not.toHaveBeenCalled();
  });
});
