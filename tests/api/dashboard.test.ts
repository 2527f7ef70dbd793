import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DashboardFigures as Figures } from '@/lib/staff/dashboard/dashboard-figures';
import { testEngines, type Row } from './engines';
import { staffAppPerSuite, StaffClient } from './staff-client';

/**
 * The office dashboard over real HTTP against the production build, on SQLite and PostgreSQL, on a database filled by
 * the seed script (`npm run seed:applications`): every figure the API and the page show is checked against the same
 * figure computed here, independently, from the rows themselves (read whole and counted in JavaScript), for a range
 * read in a US time zone, for one carrier, and for the default range. Access and the audit entry are checked too.
 */
const engines = testEngines('dashboard tests');
const ROOT = join(__dirname, '../..');
const PASSWORD = 'correct horse battery staple';
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };
const TZ = 'America/Chicago';
const DAY_MS = 86_400_000;

/** A stored DateTime read as text on either engine: SQLite's ISO text with offset, PostgreSQL's UTC timestamp. */
const instant = (value: unknown) => {
  const text = String(value);
  return /[+-]\d\d:\d\d$|Z$/.test(text) ? Date.parse(text) : Date.parse(`${text.replace(' ', 'T')}Z`);
};

/** The instant a day begins in TZ, found by trying the two offsets Chicago has (CST, CDT). */
function chicagoMidnight(day: string): number {
  for (const hours of [5, 6]) {
    const candidate = Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000;
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(candidate);
    if (local === '00:00') return candidate;
  }
  throw new Error(`no midnight for ${day}`);
}
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const mondayOf = (at: number) => {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7))).toISOString().slice(0, 10);
};

type Tables = { applicants: Row[]; reviews: Row[]; events: Row[]; drafts: Row[] };

/** The dashboard's figures as docs/dashboard.md defines them, computed from the rows. */
function expectedFigures(tables: Tables, startsAt: number, endsBefore: number, compCode: string) {
  const inRange = (at: unknown, code: unknown) => instant(at) >= startsAt && instant(at) < endsBefore && (!compCode || code === compCode);
  const applicants = tables.applicants.filter((row) => inRange(row.creationDate, row.compCode));
  const events = (kind: string) => tables.events.filter((row) => row.kind === kind && inRange(row.createdAt, row.compCode)).length;

  const stopped = new Map<number, number>();
  for (const draft of tables.drafts.filter((row) => inRange(row.createdAt, row.compCode))) {
    stopped.set(Number(draft.stepsDone), (stopped.get(Number(draft.stepsDone)) ?? 0) + 1);
  }

  const cells = new Map<string, number>();
  for (const row of applicants) {
    const key = `${mondayOf(instant(row.creationDate))}|${String(row.source) || String(row.utmSource)}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }

  const firstDecision = new Map<number, number>();
  for (const review of tables.reviews) {
    if (!['hired', 'not_hired', 'withdrawn'].includes(String(review.toStatus))) continue;
    const at = instant(review.createdAt);
    const numberId = Number(review.numberId);
    if (!firstDecision.has(numberId) || at < firstDecision.get(numberId)!) firstDecision.set(numberId, at);
  }
  const durations = applicants
    .filter((row) => firstDecision.has(Number(row.numberId)))
    .map((row) => (firstDecision.get(Number(row.numberId))! - instant(row.creationDate)) / 1000)
    .sort((a, b) => a - b);
  const middle = durations.length % 2 === 1
    ? durations[(durations.length - 1) / 2]!
    : (durations[durations.length / 2 - 1]! + durations[durations.length / 2]!) / 2;
  const bounds = [1, 3, 7, 14, 28].map((days) => days * 86_400);
  const buckets = [0, 0, 0, 0, 0, 0];
  for (const seconds of durations) {
    const index = bounds.findIndex((bound) => seconds < bound);
    buckets[index === -1 ? 5 : index]! += 1;
  }

  const statuses = new Map<string, number>();
  for (const row of applicants) statuses.set(String(row.status), (statuses.get(String(row.status)) ?? 0) + 1);

  return {
    funnel: { started: events('started'), saved: events('saved'), submitted: applicants.length },
    stoppedAt: [...stopped.entries()].sort((a, b) => a[0] - b[0]).map(([stepsDone, count]) => ({ stepsDone, count })),
    cells,
    decisions: { decided: durations.length, medianSeconds: durations.length > 0 ? middle : null, buckets },
    statuses,
  };
}

/** The API's weekly series back as week|source → count cells (non-zero), with "Other sources" unfolded where it can be. */
function figureCells(figures: Figures) {
  const cells = new Map<string, number>();
  figures.bySource.sources.forEach((source, index) => {
    figures.bySource.weeks.forEach((week, at) => {
      const count = figures.bySource.counts[index]?.[at] ?? 0;
      if (count > 0) cells.set(`${week}|${source === 'No source' ? '' : source}`, count);
    });
  });
  return cells;
}

/** Folds the expected cells the way the chart does: the six largest sources by name, the rest as "Other sources". */
function foldCells(cells: Map<string, number>, named: string[]) {
  const folded = new Map<string, number>();
  for (const [key, count] of cells) {
    const [week, source = ''] = key.split('|');
    const shown = named.includes(source === '' ? 'No source' : source) ? source : 'Other sources';
    folded.set(`${week}|${shown}`, (folded.get(`${week}|${shown}`) ?? 0) + count);
  }
  return folded;
}

/** A figure table's row: its header cell's text and the numbers beside it. */
function tableRow(html: string, rowHeader: string): string[] | null {
  const rows = html.split(/<tr\b/).slice(1);
  for (const row of rows) {
    const cells = [...row.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map((match) => match[1]!.replace(/<!--[\s\S]*?-->|<[^>]+>/g, '').trim());
    if (cells[0] === rowHeader) return cells.slice(1);
  }
  return null;
}

describe.each(engines)('office dashboard on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [REVIEWER, ADMIN], {
    // 1,500 applications over 120 days by the seed script, as the benchmark's 100,000 are made.
    beforeStart: async (databaseUrl) => {
      await promisify(execFile)(
        process.execPath,
        ['--import', './scripts/support/register-ts.mjs', 'scripts/seed-applications.mjs', '--count', '1500', '--days', '120', '--seed', '7'],
        { cwd: ROOT, env: { ...process.env, ...suite.database.env, DATABASE_URL: databaseUrl } },
      );
    },
  });
  let tables: Tables;

  beforeAll(async () => {
    const { select } = suite.database;
    const text = (column: string) => `CAST("${column}" AS TEXT) AS "${column}"`;
    tables = {
      applicants: await select(`SELECT "numberId", ${text('creationDate')}, "compCode", "status", "source", "utmSource" FROM "Applicant"`),
      reviews: await select(`SELECT "numberId", "toStatus", ${text('createdAt')} FROM "ReviewEntry"`),
      events: await select(`SELECT "kind", ${text('createdAt')}, "compCode" FROM "FunnelEvent"`),
      drafts: await select(`SELECT ${text('createdAt')}, "compCode", "stepsDone" FROM "ApplicationDraft"`),
    };
    expect(tables.applicants).toHaveLength(1500);
  });

  const today = () => new Date().toISOString().slice(0, 10);
  const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

  const checkAgainstRows = (figures: Figures, from: string, to: string, compCode: string) => {
    const startsAt = chicagoMidnight(from);
    const endsBefore = chicagoMidnight(nextDay(to));
    expect(figures.range).toEqual({
      from,
      to,
      startsAt: new Date(startsAt).toISOString(),
      endsBefore: new Date(endsBefore).toISOString(),
      timeZone: TZ,
      compCode,
    });
    const expected = expectedFigures(tables, startsAt, endsBefore, compCode);
    expect(figures.funnel).toEqual(expected.funnel);
    // The seed makes about 2.5 starts per application and saves a third of the starts: a funnel, not zeros.
    expect(figures.funnel.started).toBeGreaterThan(figures.funnel.submitted);
    expect(figures.funnel.saved).toBeGreaterThan(0);
    expect(figures.stoppedAt).toEqual(expected.stoppedAt);
    expect(figures.decisions.decided).toBe(expected.decisions.decided);
    expect(figures.decisions.buckets.map((bucket) => bucket.count)).toEqual(expected.decisions.buckets);
    expect(figures.decisions.medianSeconds).not.toBeNull();
    expect(figures.decisions.medianSeconds!).toBeCloseTo(expected.decisions.medianSeconds!, 2);
    expect(Object.fromEntries(figures.statuses.filter((row) => row.count > 0).map((row) => [row.status, row.count]))).toEqual(
      Object.fromEntries(expected.statuses),
    );
    const named = figures.bySource.sources.filter((source) => source !== 'Other sources');
    expect(figureCells(figures)).toEqual(foldCells(expected.cells, named));
    // Every week of the range is a column, including weeks without applications.
    expect(figures.bySource.weeks[0]).toBe(mondayOf(Date.parse(`${from}T12:00:00Z`)));
    expect(new Set(figures.bySource.weeks).size).toBe(figures.bySource.weeks.length);
  };

  it('computes every figure as the rows say, for a range read in the reader’s time zone', async () => {
    const [reviewer] = suite.staff;
    const to = daysBefore(today(), 3);
    const from = daysBefore(to, 69);
    const answer = await reviewer!.get(`/api/staff/dashboard?from=${from}&to=${to}&tz=${encodeURIComponent(TZ)}`);
    expect(answer.status).toBe(200);
    const figures = answer.json() as Figures;
    checkAgainstRows(figures, from, to, '');
    // More than six sources: the six largest by name, the others added up.
    expect(figures.bySource.sources).toHaveLength(7);
    expect(figures.bySource.sources.at(-1)).toBe('Other sources');
  });

  it('narrows every figure to one carrier', async () => {
    const [reviewer] = suite.staff;
    const to = today();
    const from = daysBefore(to, 120);
    const figures = (await reviewer!.get(`/api/staff/dashboard?from=${from}&to=${to}&tz=${encodeURIComponent(TZ)}&compCode=gulfx`)).json() as Figures;
    checkAgainstRows(figures, from, to, 'GULFX');
    expect(figures.funnel.submitted).toBeLessThan(tables.applicants.length);
  });

  it('shows the same numbers in the page’s tables, beside the charts', async () => {
    const [reviewer] = suite.staff;
    const to = daysBefore(today(), 3);
    const from = daysBefore(to, 69);
    const query = `?from=${from}&to=${to}&tz=${encodeURIComponent(TZ)}`;
    const figures = (await reviewer!.get(`/api/staff/dashboard${query}`)).json() as Figures;
    const page = await reviewer!.get(`/staff/dashboard${query}`);
    expect(page.status).toBe(200);
    const n = (value: number) => value.toLocaleString('en-US');
    expect(tableRow(page.text, 'Started')?.[0]).toBe(n(figures.funnel.started));
    expect(tableRow(page.text, 'Saved for later')?.[0]).toBe(n(figures.funnel.saved));
    expect(tableRow(page.text, 'Submitted')?.[0]).toBe(n(figures.funnel.submitted));
    for (const status of figures.statuses) expect(tableRow(page.text, status.label)).toEqual([n(status.count)]);
    for (const bucket of figures.decisions.buckets) expect(tableRow(page.text, bucket.label)).toEqual([n(bucket.count)]);
    const firstWeek = figures.bySource.weeks[0]!;
    expect(tableRow(page.text, firstWeek)).toEqual([
      ...figures.bySource.counts.map((series) => n(series[0] ?? 0)),
      n(figures.bySource.counts.reduce((sum, series) => sum + (series[0] ?? 0), 0)),
    ]);
    expect(tableRow(page.text, 'Reminders mailed')?.[0]).toBe(n(figures.reminders.mailed));
    expect(tableRow(page.text, 'Resumed after a reminder')?.[0]).toBe(n(figures.reminders.resumed));
    // Each table has a caption (the reminders' two rows and the DQ files' figures have no chart); each chart is a
    // picture of its table, hidden from screen readers.
    expect(page.text.match(/<caption>/g)?.length).toBe(7);
    expect(page.text).toContain('aria-hidden="true"');
  });

  it('covers the 12 weeks up to today by default', async () => {
    const [reviewer] = suite.staff;
    const figures = (await reviewer!.get('/api/staff/dashboard')).json() as Figures;
    expect(figures.range.to).toBe(today());
    expect(figures.range.from).toBe(daysBefore(today(), 83));
    expect(figures.range.timeZone).toBe('UTC');
    expect(figures.funnel.submitted).toBe(
      tables.applicants.filter((row) => instant(row.creationDate) >= Date.parse(`${figures.range.from}T00:00:00Z`)).length,
    );
  });

  // A hung server answers nothing: each request below gives up after 10 s, far beyond the few milliseconds a refusal takes.
  const quickly = () => ({ signal: AbortSignal.timeout(10_000) });
  const yearAhead = () => new Date(Date.parse(`${today()}T00:00:00Z`) + 366 * DAY_MS).toISOString().slice(0, 10);

  it.each([
    ['to=9999-12-31', 'to'],
    ['from=1900-01-01&to=9998-12-31', 'from'],
    ['from=1999-12-31', 'from'],
    ['to=+010000-01-01', 'to'],
    ['from=2026-02-30', 'from'],
  ])('answers %s with 400 naming the day, and goes on answering', async (query, field) => {
    const [reviewer] = suite.staff;
    const answer = await reviewer!.get(`/api/staff/dashboard?${query}`, quickly());
    expect(answer.status).toBe(400);
    const fields = answer.json().fields as Record<string, string>;
    expect(fields[field]).toMatch(/is not a day from 2000-01-01 to \d{4}-\d\d-\d\d/);
    expect((await reviewer!.get('/api/staff/dashboard', quickly())).status).toBe(200);
  });

  it('takes a day up to a year ahead, and refuses the day after', async () => {
    const [reviewer] = suite.staff;
    const last = yearAhead();
    expect((await reviewer!.get(`/api/staff/dashboard?from=${today()}&to=${last}`, quickly())).status).toBe(200);
    expect((await reviewer!.get(`/api/staff/dashboard?from=${today()}&to=${nextDay(last)}`, quickly())).status).toBe(400);
  });

  it('counts at most three years at once, and says so past it', async () => {
    const [reviewer] = suite.staff;
    const widest = await reviewer!.get(`/api/staff/dashboard?from=${daysBefore(today(), 1095)}&to=${today()}`, quickly());
    expect(widest.status).toBe(200);
    expect((widest.json() as Figures).bySource.weeks.length).toBeLessThanOrEqual(158);
    const wider = await reviewer!.get(`/api/staff/dashboard?from=${daysBefore(today(), 1096)}&to=${today()}`, quickly());
    expect(wider.status).toBe(400);
    expect((wider.json().fields as Record<string, string>).to).toContain('at most 1,096 days (3 years)');
  });

  it('shows the default range on the page, and says why, for a day or a range it cannot count', async () => {
    const [reviewer] = suite.staff;
    for (const query of ['to=9999-12-31', 'from=1900-01-01&to=2400-01-01', `from=${daysBefore(today(), 2000)}&to=${today()}`]) {
      const page = await reviewer!.get(`/staff/dashboard?${query}`, quickly());
      expect(page.status).toBe(200);
      const text = page.text.replace(/<!--[\s\S]*?-->/g, '');
      expect(text).toContain('Showing the 12 weeks up to today instead.');
      expect(text).toContain(`${daysBefore(today(), 83)} to ${today()}`);
    }
  });

  it('refuses a CSV export or leaves out a list filter for a day outside the window, saying so', async () => {
    const admin = suite.staff[1]!;
    const file = await admin.get('/api/staff/applications/export?to=9999-12-31', quickly());
    expect(file.status).toBe(400);
    expect((file.json().fields as Record<string, string>).to).toMatch(/is not a day from 2000-01-01/);
    const list = await admin.get('/staff?from=0001-01-01', quickly());
    expect(list.status).toBe(200);
    expect(list.text.replace(/<!--[\s\S]*?-->/g, '')).toContain('The list is not narrowed by that date.');
  });

  it('is for signed-in staff only, and every view is audited without personal data', async () => {
    const visitor = await new StaffClient(suite.app.baseUrl).open();
    const page = await visitor.get('/staff/dashboard');
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toContain('/staff/login');
    expect((await visitor.get('/api/staff/dashboard')).status).toBe(401);

    const audit = await suite.database.select(
      `SELECT "staffEmail", "numberId", "detail" FROM "AuditEvent" WHERE "action" = 'dashboard-viewed' ORDER BY "id"`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(5);
    for (const row of audit) {
      expect(row.staffEmail).toBe(REVIEWER.email);
      expect(row.numberId).toBeNull();
      const detail = JSON.parse(String(row.detail)) as Record<string, string>;
      expect(Object.keys(detail).sort()).toEqual(['compCode', 'format', 'from', 'to']);
    }
    expect(audit.map((row) => JSON.parse(String(row.detail)).format)).toEqual(expect.arrayContaining(['page', 'json']));
  });
});
