import { applicantReceipt, draftLinkMail, officeNotice, oneLine, storedMailJson, withoutCopyLink } from './mail-content';

describe('mail content', () => {
  const stored = storedMailJson({
    receivedAt: '2026-03-04T05:06:07.089Z',
    applicantName: 'Jane Driver',
    compCode: 'TSKIS',
    carrierName: 'TSK Interstate Services LLC',
    phone: '(713) 555-0142',
    missingItems: [],
    appBaseUrl: 'https://apply.example.com/',
  });

  it('gives the office the number, time, company, phone and the staff link', () => {
    const mail = officeNotice(stored, 42);
    expect(mail?.subject).toBe('New application: Jane Driver (TSKIS)');
    // ICU puts a normal or a narrow no-break space before AM, depending on its version.
    expect(mail?.text.replace(/5:06\s+AM/, '5:06 AM')).toBe(
      [
        'Application number: 42',
        'Received: Mar 4, 2026, 5:06 AM UTC',
        'Applicant: Jane Driver',
        'Company: TSK Interstate Services LLC (TSKIS)',
        'Phone: (713) 555-0142',
        '',
        'Open it in the staff area: https://apply.example.com/staff/applications/42',
        '',
      ].join('\n'),
    );
    expect(mail?.html).toContain('<a href="https://apply.example.com/staff/applications/42">');
  });

  it('flags an application that lacks 391.21 items', () => {
    const incomplete = storedMailJson({ ...JSON.parse(stored), missingItems: ["391.21(b)(2) the applicant's address"] });
    expect(officeNotice(incomplete, 1)?.text).toContain("Incomplete under 49 CFR 391.21: it lacks 391.21(b)(2) the applicant's address.");
  });

  it("gives the applicant the number, date and carrier, and no staff link", () => {
    const mail = applicantReceipt(stored, 42);
    expect(mail?.subject).toBe('Application received: No. 42 (TSK Interstate Services LLC)');
    expect(mail?.text).toMatch(/^TSK Interstate Services LLC received your driver application on Mar 4, 2026, 5:06\s+AM UTC\.$/m);
    expect(mail?.text).toContain('Your application number is 42.');
    expect(mail?.text).not.toContain('/staff/');
  });

  it('keeps a name to one line in the subject, and escapes it in the HTML part', () => {
    const sneaky = storedMailJson({ ...JSON.parse(stored), applicantName: 'Eve\r\nBcc: x@y.test\u2028<script>' });
    const mail = officeNotice(sneaky, 7);
    expect(mail?.subject).toBe('New application: Eve Bcc: x@y.test <script> (TSKIS)');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.html).toContain('Eve Bcc: x@y.test &lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(oneLine('a\tb\u0000c   d')).toBe('a b c d');
  });

  it('has no room for personal data beyond name and phone, and refuses an unreadable row', () => {
    const extra = JSON.stringify({ ...JSON.parse(stored), ssn: '123-45-6789', dob: '05/07/1990', street: '4410 Westheimer Rd' });
    const mail = officeNotice(extra, 1);
    for (const part of [mail?.text, mail?.html, applicantReceipt(extra, 1)?.text]) {
      expect(part).not.toContain('6789');
      expect(part).not.toContain('1990');
      expect(part).not.toContain('Westheimer');
    }
    expect(officeNotice('not json', 1)).toBeNull();
    expect(applicantReceipt('{"applicantName":"x"}', 1)).toBeNull();
  });

  it("offers the applicant's own copy while its link works, and the delivered row forgets the link", () => {
    const url = 'https://apply.example.com/copy/' + 'A'.repeat(43);
    const withCopy = storedMailJson({ ...JSON.parse(stored), copyLink: { url, expiresAt: '2026-03-05T05:06:07.089Z' } });
    const mail = applicantReceipt(withCopy, 42, new Date('2026-03-04T06:00:00Z'));
    expect(mail?.text).toMatch(/A copy of your application \(PDF\) can be downloaded until Mar 5, 2026, 5:06\s+AM UTC, with your date of birth:\n/);
    expect(mail?.text).toContain(`${url}\n`);
    expect(mail?.html).toContain(`<a href="${url}">Download your copy (PDF)</a>`);
    expect(officeNotice(withCopy, 42)?.text).not.toContain(url);
    // A receipt that goes out after the 24 hours does not offer a link that no longer works.
    expect(applicantReceipt(withCopy, 42, new Date('2026-03-05T06:00:00Z'))?.text).not.toContain('/copy/');

    const kept = withoutCopyLink(withCopy);
    expect(kept).not.toContain('/copy/');
    expect(JSON.parse(kept)).toEqual(JSON.parse(stored));
    expect(withoutCopyLink(stored)).toBe(stored);
  });

  it('mails the resume link with the carrier and expiry, and nothing of the answers', () => {
    const link = 'https://apply.example.com/resume/' + 'B'.repeat(43);
    const mail = draftLinkMail({ carrierName: 'TSK\r\nBcc: x@y.test', link, expiresAt: new Date('2026-04-03T05:06:07Z'), locale: 'en' });
    expect(mail.subject).toBe('Finish your application (TSK Bcc: x@y.test)');
    expect(mail.text).toContain('until Apr 3, 2026');
    expect(mail.text).toContain(`${link}\n`);
    expect(mail.text).toContain('Your Social Security Number and your signature are not saved');
    expect(mail.html).toContain(`<a href="${link}">Finish your application</a>`);
  });

  it('writes the receipt and the resume link in Spanish to an applicant who applied in Spanish', () => {
    const url = 'https://apply.example.com/copy/' + 'A'.repeat(43);
    const spanish = storedMailJson({ ...JSON.parse(stored), locale: 'es', copyLink: { url, expiresAt: '2026-03-05T05:06:07.089Z' } });
    const receipt = applicantReceipt(spanish, 42, new Date('2026-03-04T06:00:00Z'));
    expect(receipt?.subject).toBe('Solicitud recibida: n.º 42 (TSK Interstate Services LLC)');
    expect(receipt?.text).toMatch(/^Hola, Jane Driver:$/m);
    expect(receipt?.text).toMatch(/^TSK Interstate Services LLC recibió su solicitud de empleo como conductor el 4 mar 2026/m);
    expect(receipt?.text).toContain('Su número de solicitud es 42.');
    expect(receipt?.html).toContain(`<a href="${url}">Descargar su copia (PDF)</a>`);
    expect(receipt?.html).toContain('lang="es"');
    for (const english of ['received your', 'Hello', 'What happens next']) expect(receipt?.text).not.toContain(english);

    const link = 'https://apply.example.com/resume/' + 'B'.repeat(43);
    const mail = draftLinkMail({ carrierName: 'TSK', link, expiresAt: new Date('2026-04-03T05:06:07Z'), locale: 'es' });
    expect(mail.subject).toBe('Termine su solicitud (TSK)');
    expect(mail.text).toContain('hasta el 3 abr 2026');
    expect(mail.text).toContain('Su número de Seguro Social y su firma no se guardan');
    // A row stored before receipts kept their language reads as English.
    expect(applicantReceipt(stored, 42)?.subject).toBe('Application received: No. 42 (TSK Interstate Services LLC)');
  });
});
