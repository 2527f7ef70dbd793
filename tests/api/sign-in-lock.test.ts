import { startAppOn, type RunningApp } from './app-server';
import { behaviourEngine, type TestDatabase } from './engines';
import { addStaff, StaffClient, type Answer, type StaffAccount } from './staff-client';

/**
 * The staff sign-in lock holds whatever the body looks like: one reading of the request decides both which account
 * the lock counts and which account signs in. The auth endpoints take JSON only (any charset but UTF-8 and any other
 * type refused with 415 before better-auth sees the request, which would read a form too), the parsed value is what
 * better-auth is handed, and wrong passwords in every accepted spelling of JSON count towards the lock.
 */
const engines = behaviourEngine();
const PASSWORD = 'correct horse battery staple';
const account = (name: string): StaffAccount => ({ email: `${name}@staff.test`, name, role: 'reviewer', password: PASSWORD });
const ACCOUNTS = {
  form: account('fiona.form'),
  both: account('bea.both'),
  counted: account('cora.counted'),
  duplicate: account('dora.duplicate'),
  decoy: account('dan.decoy'),
  formGuess: account('gus.guesser'),
  casing: account('cass.casing'),
};

describe.each(engines)('the sign-in lock on %s', (_engine, createDatabase) => {
  let database: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    database = await createDatabase();
    for (const staff of Object.values(ACCOUNTS)) await addStaff(database.env.DATABASE_URL!, staff);
    // The per-IP limit is off: what is tested here is the lock of each account.
    app = await startAppOn(database, { STAFF_SIGN_IN_RATE_LIMIT: 'off' });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const browser = () => new StaffClient(app.baseUrl).open();
  const send = (client: StaffClient, body: BodyInit, contentType: string, path = '/api/auth/sign-in/email'): Promise<Answer> =>
    client.request(path, { method: 'POST', body, headers: { 'content-type': contentType } });
  const json = (email: string, password: string) => JSON.stringify({ email, password });
  const form = (email: string, password: string) => new URLSearchParams({ email, password }).toString();
  /** Five wrong passwords as plain JSON: the account is locked. */
  const lock = async (client: StaffClient, email: string) => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await send(client, json(email, `wrong guess ${attempt}`), 'application/json')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await send(client, json(email, PASSWORD), 'application/json')).status).toBe(429);
  };
  const audited = async (action: string, email: string) =>
    (await database.select(`SELECT "detail" FROM "AuditEvent" WHERE "action" = '${action}'`)).filter((row) => String(row.detail).includes(email)).length;

  it('refuses the right password sent as a form to a locked account (415), and signs nobody in', async () => {
    const client = await browser();
    await lock(client, ACCOUNTS.form.email);
    const answer = await send(client, form(ACCOUNTS.form.email, PASSWORD), 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(415);
    expect(answer.json().error).toBe('Send the request as JSON (Content-Type: application/json).');
    expect(client.sessionCookie()).toBeUndefined();
  });

  it('refuses a body that reads as JSON naming a decoy and as a form naming the locked account', async () => {
    const client = await browser();
    await lock(client, ACCOUNTS.both.email);
    // As JSON: { email: decoy, note: "=&email=…&password=…&" }. As a form: email=<locked account>, password=<right>.
    const twoFaced = `{"email":"${ACCOUNTS.decoy.email}","note":"=&email=${encodeURIComponent(ACCOUNTS.both.email)}&password=${encodeURIComponent(PASSWORD)}&x="}`;
    expect(JSON.parse(twoFaced).email).toBe(ACCOUNTS.decoy.email);
    expect(new URLSearchParams(twoFaced).get('email')).toBe(ACCOUNTS.both.email);

    const asForm = await send(client, twoFaced, 'application/x-www-form-urlencoded');
    expect(asForm.status).toBe(415);
    // Sent as JSON it is read as JSON, by the lock and by the sign-in alike: the decoy, who has no password in it.
    const asJson = await send(client, twoFaced, 'application/json');
    expect(asJson.status).toBe(400);
    expect(client.sessionCookie()).toBeUndefined();
    expect((await send(client, json(ACCOUNTS.both.email, PASSWORD), 'application/json')).status).toBe(429);
  });

  it('never lets wrong passwords sent as a form reach the password check: each refused with 415, nothing audited as a try', async () => {
    const client = await browser();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await send(client, form(ACCOUNTS.formGuess.email, `form guess ${attempt}`), 'application/x-www-form-urlencoded')).status).toBe(415);
    }
    expect(await audited('sign-in-failed', ACCOUNTS.formGuess.email)).toBe(0);
    // The account itself is untouched: its owner signs in.
    expect((await send(client, json(ACCOUNTS.formGuess.email, PASSWORD), 'application/json')).status).toBe(200);
  });

  it.each([
    ['multipart/form-data', 'multipart/form-data; boundary=X', `--X\r\nContent-Disposition: form-data; name="email"\r\n\r\n${ACCOUNTS.counted.email}\r\n--X\r\nContent-Disposition: form-data; name="password"\r\n\r\n${PASSWORD}\r\n--X--\r\n`],
    ['text/plain', 'text/plain', json(ACCOUNTS.counted.email, PASSWORD)],
    ['text/plain with a charset (what fetch sends for a string)', 'text/plain;charset=UTF-8', json(ACCOUNTS.counted.email, PASSWORD)],
    ['no Content-Type', '', new TextEncoder().encode(json(ACCOUNTS.counted.email, PASSWORD))],
    ['a JSON look-alike type', 'application/json-patch+json', json(ACCOUNTS.counted.email, PASSWORD)],
    ['JSON in another charset', 'application/json; charset=latin1', json(ACCOUNTS.counted.email, PASSWORD)],
  ])('refuses %s with 415 before better-auth sees it', async (_kind, contentType, body) => {
    const client = await browser();
    const answer = await send(client, body, contentType);
    expect(answer.status).toBe(415);
    expect(client.sessionCookie()).toBeUndefined();
  });

  it('counts wrong passwords in every accepted spelling of JSON (charset, upper case) towards one lock', async () => {
    const client = await browser();
    const types = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'APPLICATION/JSON;CHARSET="UTF-8"', 'application/json'];
    const statuses: number[] = [];
    for (const [index, type] of types.entries()) statuses.push((await send(client, json(ACCOUNTS.counted.email, `guess ${index}`), type)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await send(client, json(ACCOUNTS.counted.email, PASSWORD), 'Application/JSON; charset=utf-8')).status).toBe(429);
    expect(await audited('sign-in-failed', ACCOUNTS.counted.email)).toBe(5);
  });

  it('counts the email as it signs in: any case and spacing of one address share one lock', async () => {
    const client = await browser();
    const spellings = [' CASS.casing@staff.test', 'Cass.Casing@Staff.Test ', 'cass.casing@STAFF.TEST', '\tcass.casing@staff.test', 'CASS.CASING@STAFF.TEST'];
    for (const [index, email] of spellings.entries()) expect((await send(client, json(email, `guess ${index}`), 'application/json')).status).toBe(401);
    expect((await send(client, json(ACCOUNTS.casing.email, PASSWORD), 'application/json')).status).toBe(429);
  });

  it('reads duplicate keys once, the same way for the lock and the sign-in (the last one wins)', async () => {
    const client = await browser();
    await lock(client, ACCOUNTS.duplicate.email);
    const decoyFirst = `{"email":"${ACCOUNTS.decoy.email}","email":"${ACCOUNTS.duplicate.email}","password":"${PASSWORD}"}`;
    expect((await send(client, decoyFirst, 'application/json')).status).toBe(429);
    // The other way round the decoy is the one signing in, and the one counted: a wrong password for it.
    const lockedFirst = `{"email":"${ACCOUNTS.duplicate.email}","email":"${ACCOUNTS.decoy.email}","password":"${PASSWORD}x"}`;
    expect((await send(client, lockedFirst, 'application/json')).status).toBe(401);
    expect(await audited('sign-in-failed', ACCOUNTS.decoy.email)).toBe(1);
    expect(client.sessionCookie()).toBeUndefined();
  });

  it('refuses a body that is not an email and a password (400), and takes sign-out as JSON only', async () => {
    const client = await browser();
    for (const body of ['[]', '"x"', '{"email":["a@staff.test"],"password":"x"}', `{"email":"${'a'.repeat(255)}","password":"x"}`, '{"email":"a@staff.test"}', '{nope']) {
      expect([body, (await send(client, body, 'application/json')).status]).toEqual([body, 400]);
    }
    expect((await send(client, json(ACCOUNTS.decoy.email, PASSWORD), 'application/json')).status).toBe(200);
    expect(client.sessionCookie()).toBeDefined();
    expect((await send(client, 'x=1', 'application/x-www-form-urlencoded', '/api/auth/sign-out')).status).toBe(415);
    expect(client.sessionCookie()).toBeDefined();
    expect((await send(client, '{}', 'application/json', '/api/auth/sign-out')).status).toBe(200);
    expect(client.sessionCookie()).toBeUndefined();
  });
});
