import 'server-only';

/**
 * One previous employer of an application as the applicant gave it (step 6, jobs 1–3), with what 391.23 needs:
 * whether the job was subject to the FMCSRs and whether it ended within three years of the application.
 */
export type PreviousEmployer = {
  job: 1 | 2 | 3;
  name: string;
  contact: string;
  address: string;
  phone: string;
  from: string;
  to: string;
  position: string;
  subjectToFmcsrs: boolean;
  dotTested: boolean;
};

type ApplicationRow = Record<string, unknown> & { creationDate: Date };

const field = (row: ApplicationRow, name: string) => (typeof row[name] === 'string' ? (row[name] as string) : '');

export function previousEmployers(row: ApplicationRow): PreviousEmployer[] {
  return ([1, 2, 3] as const).flatMap((job) => {
    const name = field(row, `employer${job}`).trim();
    if (!name) return [];
    return [{
      job,
      name,
      contact: field(row, `contact${job}`),
      address: [field(row, `address${job}`), field(row, `city_St_Zip${job}`)].filter(Boolean).join(', '),
      phone: field(row, `phone${job}`),
      from: field(row, `empFrom${job}`),
      to: field(row, `empTo${job}`),
      position: field(row, `position${job}`),
      subjectToFmcsrs: field(row, `fmcsr${job}`) === 'Y',
      dotTested: field(row, `drugTest${job}`) === 'Y',
    }];
  });
}

/**
 * The employers 391.23 says to ask: subject to the FMCSRs, and employed within the three years before the
 * application (a job whose end month cannot be read is kept: asking once too often is the safe side).
 */
export function employersToAsk(row: ApplicationRow): PreviousEmployer[] {
  const applied = row.creationDate;
  const cutoff = Date.UTC(applied.getUTCFullYear() - 3, applied.getUTCMonth(), 1);
  return previousEmployers(row).filter((employer) => {
    if (!employer.subjectToFmcsrs) return false;
    const match = /^(\d{2})\/(\d{4})$/.exec(employer.to.trim());
    if (!match) return true;
    return Date.UTC(Number(match[2]), Number(match[1]) - 1, 1) >= cutoff;
  });
}
