import { issueShownPage, readShownPage } from './shown-page';

jest.mock('@/lib/server/env', () => ({ serverConfig: () => ({ dataKey: Buffer.alloc(32, 7) }) }));

const QUESTIONS = [
  { questionId: 'sq0123456789abcdef0123', version: 2 },
  { questionId: 'sq00000000000000000001', version: 1 },
];
const DAY = 24 * 60 * 60 * 1000;
const OPENED = Date.UTC(2026, 10, 27, 3, 0, 0);

describe("the record of the questions a wizard's page showed", () => {
  it('reads back, for the carrier it was issued for, the questions and versions in the order shown', () => {
    const record = issueShownPage('ACME', QUESTIONS, OPENED);
    expect(readShownPage(record, 'ACME', OPENED + DAY)).toEqual({
      ok: true,
      page: { compCode: 'ACME', issuedAt: OPENED, questions: [['sq0123456789abcdef0123', 2], ['sq00000000000000000001', 1]] },
    });
    // A carrier without questions gets a record too: it says the page asked none.
    expect(readShownPage(issueShownPage('PLAIN', [], OPENED), 'PLAIN', OPENED)).toMatchObject({ ok: true, page: { questions: [] } });
  });

  it('holds nothing but the company code, the moment and the question ids', () => {
    const [, payload] = issueShownPage('ACME', QUESTIONS, OPENED).split('.');
    expect(Object.keys(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')))).toEqual(['compCode', 'issuedAt', 'questions']);
  });

  it('refuses a record changed by the client (a more lenient version named), one of another carrier, or one too old', () => {
    const record = issueShownPage('ACME', QUESTIONS, OPENED);
    const [prefix, payload, mac] = record.split('.');
    const lenient = Buffer.from(
      JSON.stringify({ compCode: 'ACME', issuedAt: OPENED, questions: [['sq0123456789abcdef0123', 1], ['sq00000000000000000001', 1]] }),
    ).toString('base64url');
    expect(readShownPage(`${prefix}.${lenient}.${mac}`, 'ACME', OPENED)).toMatchObject({ ok: false, message: expect.stringContaining('not a record this server issued') });
    expect(readShownPage(`${prefix}.${payload}.${mac!.slice(1)}A`, 'ACME', OPENED)).toMatchObject({ ok: false });
    expect(readShownPage(record, 'OTHER', OPENED)).toMatchObject({ ok: false, message: expect.stringContaining('another carrier') });
    expect(readShownPage(record, 'ACME', OPENED + 31 * DAY)).toMatchObject({ ok: false, message: expect.stringContaining('too old') });
    expect(readShownPage(record, 'ACME', OPENED - DAY)).toMatchObject({ ok: false, message: expect.stringContaining('too old') });
    for (const junk of [undefined, null, 42, '', 'sp1..', { record }]) expect(readShownPage(junk, 'ACME', OPENED)).toMatchObject({ ok: false });
  });
});
