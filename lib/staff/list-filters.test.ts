import { applicationFiltersQuery, applicationSearch, auditedExportFilters, parseApplicationFilters } from './application-filters';
import { applicationCsvValues, applicationsCsvStream, csvCell } from './applications-csv';
import { parseAuditFilters } from './audit-filters';
import { dayRange, pageWindow } from './search-params';
import { canChangeStatus } from './status';

describe('the list filters in the URL', () => {
  it('reads what the filter form writes, and writes it back the same way', () => {
    const filters = parseApplicationFilters(
      new URLSearchParams('q=%20Jane%20&compCode=tskis&status=in_review&from=2026-03-01&to=2026-03-05&tz=America/Chicago&page=3&pageSize=50'),
    );
    expect(filters).toEqual({
      q: 'Jane',
      compCode: 'TSKIS',
      status: 'in_review',
      inquiries: '',
      screening: '',
      from: '2026-03-01',
      to: '2026-03-05',
      tz: 'America/Chicago',
      page: 3,
      pageSize: 50,
    });
    expect(applicationFiltersQuery(filters)).toBe(
      '?q=Jane&compCode=TSKIS&status=in_review&from=2026-03-01&to=2026-03-05&tz=America%2FChicago&page=3&pageSize=50',
    );
  });

  it('drops what it cannot understand instead of failing the page', () => {
    const filters = parseApplicationFilters({
      status: 'approved',
      from: '2026-02-30',
      to: 'yesterday',
      tz: 'Mars/Olympus',
      page: '-4',
      pageSize: '1000',
      compCode: 'DROP TABLE',
      q: ['first', 'second'],
      screening: 'knocked-out',
    });
    expect(filters).toEqual({ q: 'first', compCode: '', status: '', inquiries: '', screening: '', from: '', to: '', tz: 'UTC', page: 1, pageSize: 25 });
    expect(applicationFiltersQuery(filters)).toBe('?q=first');
  });

  it('takes four digits, also pasted as the list shows them, as the last four of an SSN; anything else as a name', () => {
    expect(applicationSearch('1234')).toEqual({ kind: 'ssnLast4', digits: '1234' });
    expect(applicationSearch('***-**-1234')).toEqual({ kind: 'ssnLast4', digits: '1234' });
    expect(applicationSearch('12345')).toEqual({ kind: 'name', text: '12345' });
    expect(applicationSearch(' Nguyễn ')).toEqual({ kind: 'name', text: 'Nguyễn' });
    expect(applicationSearch('  ')).toBeNull();
  });

  it('reads a day range in the office time zone, both days included', () => {
    // 1 March 2026 in Chicago starts at 06:00 UTC (CST); 8 March is the DST change, so the 9th starts at 05:00 UTC.
    expect(dayRange('2026-03-01', '2026-03-08', 'America/Chicago')).toEqual({
      gte: new Date('2026-03-01T06:00:00.000Z'),
      lt: new Date('2026-03-09T05:00:00.000Z'),
    });
    expect(dayRange('', '2026-03-05', 'UTC')).toEqual({ lt: new Date('2026-03-06T00:00:00.000Z') });
    expect(dayRange('', '', 'UTC')).toBeUndefined();
  });

  it('never writes the search text into the audit log of an export', () => {
    const audited = auditedExportFilters(parseApplicationFilters({ q: '6789', compCode: 'ABC' }));
    expect(audited).toEqual({ search: 'last 4 of SSN', compCode: 'ABC' });
    expect(JSON.stringify(auditedExportFilters(parseApplicationFilters({ q: 'Jane Roe' })))).not.toContain('Jane');
  });

  it('reads the audit log filters the same forgiving way', () => {
    expect(parseAuditFilters({ action: 'ssn-revealed', number: '42', email: ' ada ' })).toMatchObject({
      action: 'ssn-revealed',
      number: 42,
      email: 'ada',
    });
    expect(parseAuditFilters({ action: 'delete-everything', number: '99999999999' })).toMatchObject({ action: '', number: '' });
  });

  it('counts the rows of a page for "26–27 of 27"', () => {
    expect(pageWindow(2, 25, 27)).toEqual({ pageCount: 2, first: 26, last: 27, pastTheEnd: false });
    expect(pageWindow(5, 25, 27)).toMatchObject({ pastTheEnd: true });
    expect(pageWindow(1, 25, 0)).toEqual({ pageCount: 1, first: 0, last: 0, pastTheEnd: false });
  });
});

describe('the review workflow', () => {
  it('goes New → In review → a decision, and a decision can only be reopened for review', () => {
    expect(canChangeStatus('new', 'in_review')).toBe(true);
    expect(canChangeStatus('new', 'hired')).toBe(false);
    expect(canChangeStatus('in_review', 'hired')).toBe(true);
    expect(canChangeStatus('hired', 'not_hired')).toBe(false);
    expect(canChangeStatus('withdrawn', 'in_review')).toBe(true);
    expect(canChangeStatus('new', 'deleted')).toBe(false);
  });
});

describe('the CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula, and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Roe, Jane')).toBe('"Roe, Jane"');
    expect(csvCell(1042)).toBe('1042');
  });

  it('writes the statuses and screening outcomes in the English words the list shows, and an unknown value as stored', () => {
    const row = { numberId: 1, creationDate: new Date('2026-03-05T00:00:00Z'), applicantName: '', compCode: '', sourceLabel: '', earlierNumberId: null };
    const cells = (status: string, screeningOutcome: string) => applicationCsvValues({ ...row, status, screeningOutcome }).slice(4, 6);
    expect(cells('new', 'meets')).toEqual(['New', 'Meets requirements']);
    expect(cells('in_review', 'does-not-meet')).toEqual(['In review', 'Does not meet']);
    expect(cells('hired', 'priority')).toEqual(['Hired', 'Priority']);
    expect(cells('not_hired', 'not-screened')).toEqual(['Not hired', 'Not screened']);
    expect(cells('withdrawn', 'not-asked')).toEqual(['Withdrawn', '']);
    expect(cells('archived', 'knocked-out')).toEqual(['archived', 'knocked-out']);
  });

  it('streams a byte-order mark, the header and one line per row', async () => {
    async function* rows() {
      yield {
        numberId: 7,
        creationDate: new Date('2026-03-05T14:03:22.000Z'),
        applicantName: 'Łukasz Nguyễn',
        compCode: 'TSKIS',
        status: 'in_review',
        screeningOutcome: 'does-not-meet',
        sourceLabel: 'facebook',
        earlierNumberId: 3,
      };
      yield {
        numberId: 8,
        creationDate: new Date('2026-03-05T15:00:00.000Z'),
        applicantName: 'Ann Lee',
        compCode: 'TSKIS',
        status: 'new',
        screeningOutcome: 'not-screened',
        sourceLabel: '',
        earlierNumberId: null,
      };
    }
    const bytes = Buffer.from(await new Response(applicationsCsvStream(rows())).arrayBuffer());
    // The UTF-8 byte-order mark makes Excel read the names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Number,Received (UTC),Applicant name,Company code,Status,Screening,Source,Earlier application\r\n' +
        '7,2026-03-05 14:03:22,Łukasz Nguyễn,TSKIS,In review,Does not meet,facebook,3\r\n' +
        '8,2026-03-05 15:00:00,Ann Lee,TSKIS,New,Not screened,,\r\n',
    );
  });
});
