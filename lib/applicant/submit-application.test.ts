/**
 * @jest-environment jsdom
 */
import { submitApplication, SUBMIT_URL } from './submit-application';
import type { Applicant } from './schema';

const payload = { applicantName: 'Jane Roe', ssn: '123-45-6789' } as Applicant;

/** jsdom has no Response class; the client reads only `ok` and `status`. */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

function fakeFetch(respond: () => Promise<Response>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(respond);
}

describe('submitApplication', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
  });

  it('POSTs the JSON payload with the CSRF token from the cookie and the idempotency key', async () => {
    const fetchMock = fakeFetch(async () => answer(201));
    await expect(submitApplication(payload, 'key-1', fetchMock)).resolves.toEqual({ ok: true });
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
    });
    const offline = fakeFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitApplication(payload, 'k', offline)).resolves.toEqual({ ok: false, status: null });
  });
});
