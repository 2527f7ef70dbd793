import path from 'node:path';
import Database from 'better-sqlite3';
import { BASE_URL, E2E_DB_FILE, SCREENSHOT_DIR } from './fixtures/paths';
import { signInAs, staffAccount, submitApplication } from './fixtures/staff';
import { expectNoSeriousViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

/**
 * The staff area in a real browser against the built app: signing in and out, what a reviewer may not do, the
 * list's search, filters and paging on seeded rows, the detail page (SSN reveal, status change, history, PDF).
 * Each test seeds its own applications under a company code no other test uses, so workers never see each
 * other's rows in a filtered list.
 */

const uniqueCode = () => `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

function auditActions(numberId: number): string[] {
  const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT "action" FROM "AuditEvent" WHERE "numberId" = ? ORDER BY "id"').all(numberId);
    return (rows as { action: string }[]).map((row) => row.action);
  } finally {
    db.close();
  }
}

test('signing in: a wrong password is refused with a message, then sign in and sign out', async ({ page }, info) => {
  const admin = staffAccount('admin', info.parallelIndex);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expectNoSeriousViolations(page, 'sign-in page');

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Email'), 'what was typed stays').toHaveValue(admin.email);

  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(page.getByText(`${admin.name} (admin)`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto('/staff/audit');
  await expect(page, 'the session is gone').toHaveURL((url) => url.pathname === '/staff/login');
});

test('without a session every staff page leads to the sign-in page, which remembers the page', async ({ page }) => {
  const returns: [string, string | null][] = [
    ['/staff', null],
    ['/staff/audit', '/staff/audit'],
    ['/staff/deliveries', '/staff/deliveries'],
    ['/staff/applications/1', '/staff/applications/1'],
    ['/staff/applications/1/pdf', '/staff/applications/1'],
  ];
  for (const [target, next] of returns) {
    await page.goto(target);
    await expect(page, target).toHaveURL((url) => url.pathname === '/staff/login' && url.searchParams.get('next') === next);
  }
});

test('signing in from a link to an application opens that application; a foreign address is never followed', async ({
  page,
  request,
}, info) => {
  const reviewer = staffAccount('reviewer', info.parallelIndex);
  const numberId = await submitApplication(request, { applicantName: 'Linked From A Notice' });
  await page.goto(`/staff/applications/${numberId}`);
  await page.getByLabel('Email').fill(reviewer.email);
  await page.getByLabel('Password').fill(reviewer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/staff/applications/${numberId}`);
  await expect(page.getByText('Linked From A Notice').first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/staff/login');
  for (const foreign of ['https://evil.example/staff', '//evil.example/staff', '/staff/../api/x']) {
    await page.goto(`/staff/login?next=${encodeURIComponent(foreign)}`);
    await page.getByLabel('Email').fill(reviewer.email);
    await page.getByLabel('Password').fill(reviewer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page, foreign).toHaveURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === '/staff');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/staff/login');
  }
});

test('a reviewer sees no admin pages, no export, and is refused the audit log', async ({ page }, info) => {
  await signInAs(page, staffAccount('reviewer', info.parallelIndex));
  await page.goto('/staff');
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);

  const response = await page.goto('/staff/audit');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Only administrators can open this page' })).toBeVisible();
  const exported = await page.request.get('/api/staff/applications/export');
  expect(exported.status()).toBe(403);
});

test('the list: search by name and last four SSN digits, filters in the URL, paging', async ({ page }, info) => {
  const compCode = uniqueCode();
  // 27 applications: more than one page of 25. Names are unique to this test; two carry other SSNs.
  for (let index = 1; index <= 25; index++) {
    await submitApplication(page.request, { compCode, applicantName: `Pat Listing ${String(index).padStart(2, '0')}` });
  }
  await submitApplication(page.request, { compCode, applicantName: 'Quinn Searchable', ssn: '587-65-4321' });
  const newest = await submitApplication(page.request, { compCode, applicantName: 'Robin Newest', ssn: '555-44-2468' });

  await signInAs(page, staffAccount('admin', info.parallelIndex));
  await page.goto('/staff');
  await page.getByLabel('Company code').fill(compCode.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`compCode=${compCode.toLowerCase()}`));
  await expect(page.getByRole('status')).toHaveText('1–25 of 27');

  const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row');
  await expect(rows.nth(1), 'newest first').toContainText('Robin Newest');
  await expect(rows.nth(1)).toContainText('***-**-2468');
  // Received in the reader's time, named (the application page and the PDF give UTC).
  await expect(rows.nth(1).locator('time')).toHaveText(/\d{1,2}:\d{2}\s?[AP]M\s(UTC|GMT([+-]\d+)?|[A-Z]{3,5})$/);
  await expect(page.getByText('555-44-2468'), 'the list never shows a whole SSN').toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pat Listing 01' }), 'the oldest is on page 2').toHaveCount(0);

  await page.getByRole('navigation', { name: 'pagination navigation' }).getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('status')).toHaveText('26–27 of 27');
  await expect(page.getByRole('link', { name: 'Pat Listing 01' })).toBeVisible();

  await page.getByLabel('Search name or last 4 of SSN').fill('4321');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toHaveText('1–1 of 1');
  await expect(page.getByRole('link', { name: 'Quinn Searchable' })).toBeVisible();

  await page.getByLabel('Search name or last 4 of SSN').fill('listing 1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status'), 'Pat Listing 10–19').toHaveText('1–10 of 10');

  // The URL is the state: a reload (or a shared link) shows the same list, and the fields show the filters.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('1–10 of 10');
  await expect(page.getByLabel('Search name or last 4 of SSN')).toHaveValue('listing 1');

  await page.goto(`/staff/applications/${newest}`);
  await page.getByLabel('Change status to').click();
  await page.getByRole('option', { name: 'In review' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto(`/staff?compCode=${compCode}&status=in_review`);
  await expect(page.getByRole('status')).toHaveText('1–1 of 1');
  await expect(page.getByRole('link', { name: 'Robin Newest' })).toBeVisible();
  await expectNoSeriousViolations(page, 'applications list');
});

test('the detail page: the whole application, Show SSN (audited), status change with history, the PDF', async ({
  page,
}, info) => {
  const applicantName = `Dana Detail ${uniqueCode()}`;
  const numberId = await submitApplication(page.request, { applicantName, compCode: uniqueCode() });
  const reviewer = staffAccount('reviewer', info.parallelIndex);
  await signInAs(page, reviewer);
  await page.goto(`/staff/applications/${numberId}`);

  await expect(page.getByRole('heading', { level: 1 })).toContainText(applicantName);
  for (const heading of ['1. Basic Information', '6. Work history', '10. Commercial Driver Cellular Phone and Seat Belt Policy', '11. Please enter your signature']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /signature/i })).toBeVisible();

  await expect(page.getByText('***-**-6789')).toBeVisible();
  await page.getByRole('button', { name: 'Show SSN' }).click();
  await expect(page.getByText('123-45-6789')).toBeVisible();
  await page.getByRole('button', { name: 'Hide SSN' }).click();
  await expect(page.getByText('123-45-6789')).toHaveCount(0);
  expect(auditActions(numberId)).toEqual(['application-viewed', 'ssn-revealed']);

  // new → hired is not a step of the workflow: only the next statuses are offered.
  await page.getByLabel('Change status to').click();
  await expect(page.getByRole('option', { name: 'Hired' })).toHaveCount(0);
  await page.getByRole('option', { name: 'In review' }).click();
  await page.getByLabel('Note', { exact: true }).fill('Called the applicant; references next.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const history = page.getByRole('list', { name: 'Review history' });
  await expect(history).toContainText('New → In review');
  await expect(history).toContainText('Called the applicant; references next.');
  await expect(history).toContainText(reviewer.name);
  await expect(page.getByRole('main').getByText('In review', { exact: true }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toContain(String(numberId));
  expect(auditActions(numberId)).toEqual(
    expect.arrayContaining(['application-viewed', 'ssn-revealed', 'status-changed', 'pdf-downloaded']),
  );
  await expectNoSeriousViolations(page, 'application detail');
});

test('a status changed by someone else meanwhile: the save is refused, the note kept, Reload shows the new status', async ({
  page,
  browser,
}, info) => {
  const numberId = await submitApplication(page.request, { applicantName: `Cara Concurrent ${uniqueCode()}`, compCode: uniqueCode() });
  await signInAs(page, staffAccount('reviewer', info.parallelIndex));
  await page.goto(`/staff/applications/${numberId}`);
  const review = page.getByRole('region', { name: 'Review' });

  // Another staff member, in their own browser, reviews and decides while this page still shows "New".
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInAs(other, staffAccount('admin', info.parallelIndex));
  await other.goto(`/staff/applications/${numberId}`);
  for (const [choice, note] of [['In review', ''], ['Not hired', 'No tanker endorsement']] as const) {
    await other.getByLabel('Change status to').click();
    await other.getByRole('option', { name: choice }).click();
    await other.getByLabel('Note', { exact: true }).fill(note);
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(other.getByRole('list', { name: 'Review history' })).toContainText(`→ ${choice}`);
  }
  await other.close();

  await page.getByLabel('Change status to').click();
  await page.getByRole('option', { name: 'In review' }).click();
  await page.getByLabel('Note', { exact: true }).fill('Called the applicant; looks good.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(review.getByRole('alert')).toHaveText(
    "Someone else changed this application's status to Not hired while you were looking at it. Reload to see it.Reload",
  );
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Called the applicant; looks good.');
  const width = page.viewportSize()?.width ?? 0;
  await review.screenshot({ path: path.join(SCREENSHOT_DIR, `staff-${width}-review-changed-meanwhile.png`) });

  await review.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('list', { name: 'Review history' })).toContainText('In review → Not hired');
  await expect(review.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Called the applicant; looks good.');
  await expect(page.getByLabel('Change status to')).toHaveText('Keep Not hired');
  await review.screenshot({ path: path.join(SCREENSHOT_DIR, `staff-${width}-review-reloaded.png`) });
  expect(auditActions(numberId).filter((action) => action === 'status-changed')).toHaveLength(2);
});

test("an application from the original client is flagged with exactly the 391.21 items it lacks", async ({ page }, info) => {
  const compCode = uniqueCode();
  const legacy = await submitApplication(page.request, { compCode, applicantName: 'Olive Original' }, { legacy: true });
  await submitApplication(page.request, { compCode, applicantName: 'Wendy Wizard' });
  await signInAs(page, staffAccount('reviewer', info.parallelIndex));
  await page.goto(`/staff?compCode=${compCode}`);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row').filter({ hasText: 'Olive Original' })).toContainText('391.21 incomplete');
  await expect(table.getByRole('row').filter({ hasText: 'Wendy Wizard' })).not.toContainText('391.21 incomplete');
  await expectNoSeriousViolations(page, 'list with a flagged application');

  await page.goto(`/staff/applications/${legacy}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Missing 391.21 items' });
  await expect(alert).toContainText("391.21(b)(3) addresses for the past 3 years");
  await expect(alert).toContainText('391.21(d) acknowledgment of the investigation notice');
  await expect(page.getByText('Integrity: verified')).toBeVisible();
  await expectNoSeriousViolations(page, 'flagged application');
});

test('screenshots of the list, the detail page and the audit log @phone', async ({ page }, info) => {
  const compCode = uniqueCode();
  await submitApplication(page.request, { compCode, applicantName: 'Łukasz Nguyễn' });
  const numberId = await submitApplication(page.request, { compCode, applicantName: 'Maria Screenshot' });
  await signInAs(page, staffAccount('admin', info.parallelIndex));
  const width = page.viewportSize()?.width ?? 0;
  // Nothing may stick out sideways on a phone: each page is as wide as the screen (wide tables scroll inside).
  const shot = async (name: string) => {
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `staff-${width}-${name}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} page width`).toBeLessThanOrEqual(width);
  };

  await page.goto(`/staff?compCode=${compCode}`);
  await expect(page.getByRole('link', { name: 'Maria Screenshot' })).toBeVisible();
  await shot('list');
  await page.goto(`/staff/applications/${numberId}`);
  await expect(page.getByRole('heading', { name: '11. Please enter your signature' })).toBeVisible();
  await shot('detail');
  await page.goto('/staff/companies');
  await page.getByLabel('Company code').fill(compCode);
  await page.getByLabel('Legal name').fill('Screenshot Freight Lines, Inc.');
  await page.getByLabel('Address').fill('100 Main St, Houston, TX 77002');
  await page.getByRole('button', { name: 'Save carrier' }).click();
  await expect(page.getByRole('table', { name: 'Carriers' })).toContainText('Screenshot Freight Lines, Inc.');
  await shot('carriers');
  await page.goto(`/staff/audit?number=${numberId}`);
  await expect(page.getByRole('table', { name: 'Audit events' })).toContainText('Viewed application');
  await shot('audit');
  await page.goto('/staff/deliveries');
  await shot('deliveries');
});
