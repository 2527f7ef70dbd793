'use client';

import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ListTable } from '@/components/staff/list-table';
import { LocalTime } from './local-time';
import { FlagChip } from './flag-chip';
import { StatusChip } from './status-chip';
import { ScreeningChip } from '@/components/screening/screening-chip';

/** One list row as the server hands it to the browser (no SSN beyond its last four digits). */
export type ApplicationListItem = {
  numberId: number;
  receivedAt: string;
  applicantName: string;
  compCode: string;
  ssnLast4: string;
  status: string;
  /** Lacks 49 CFR 391.21 items (from a form that did not ask them). */
  incomplete: boolean;
  /** No background-check consents on file (an application from a form that did not ask them). */
  consentsMissing: boolean;
  /** The newest earlier application of the same person (lib/staff/returning), or null: a new applicant. */
  earlierNumberId: number | null;
  /** What the carrier's screening questions gave (lib/screening); no badge when not screened. */
  screening: string;
  /** The medical examiner's certificate expired, or expiring within 30 days (lib/documents/medical-card-status.ts). */
  medicalCard: { severity: 'expired' | 'expiring'; label: string; title: string } | null;
};

/** The SSN as the list shows it: enough to tell two applicants apart, never the number. */
export const maskedSsn = (last4: string) => `***-**-${last4 || '????'}`;

/** Shown from the small breakpoint up; on a phone the same facts sit under the name instead. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function ApplicationsTable({ rows }: { rows: ApplicationListItem[] }) {
  return (
    <ListTable label="Applications" columns={[{ label: 'Number', sx: wideOnly }, 'Received', 'Applicant', { label: 'Company', sx: wideOnly }, { label: 'SSN', sx: wideOnly }, 'Status']}>
        {rows.map((row) => {
          const href = `/staff/applications/${row.numberId}`;
          return (
            <TableRow key={row.numberId} hover>
              <TableCell sx={wideOnly}>
                <Link component={NextLink} href={href} aria-label={`Application ${row.numberId}`}>
                  {row.numberId}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: { sm: 'nowrap' }, minWidth: { xs: '6.5rem', sm: 'auto' } }}>
                <LocalTime iso={row.receivedAt} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={NextLink} href={href} sx={{ fontWeight: 500 }}>
                  {row.applicantName || `Application ${row.numberId}`}
                </Link>
                <Box
                  component="span"
                  sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', fontSize: '0.8125rem' }}
                >
                  #{row.numberId} · {row.compCode} ·{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {maskedSsn(row.ssnLast4)}
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={wideOnly}>{row.compCode}</TableCell>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {maskedSsn(row.ssnLast4)}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  <StatusChip status={row.status} />
                  {row.incomplete && <FlagChip tone="warning" label="391.21 incomplete" />}
                  <ScreeningChip outcome={row.screening} />
                  {row.medicalCard && (
                    <FlagChip
                      tone={row.medicalCard.severity === 'expired' ? 'error' : 'warning'}
                      label={row.medicalCard.label}
                      title={row.medicalCard.title}
                    />
                  )}
                  {row.consentsMissing && <FlagChip tone="warning" label="Consents not on file" />}
                  {row.earlierNumberId !== null && (
                    <FlagChip
                      tone="info"
                      label="Returning"
                      title={`Applied before: No. ${row.earlierNumberId}`}
                      ariaLabel={`Returning: applied before as No. ${row.earlierNumberId}`}
                    />
                  )}
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
    </ListTable>
  );
}
