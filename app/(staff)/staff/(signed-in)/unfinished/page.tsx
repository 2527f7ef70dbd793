import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageLinks } from '@/components/staff/page-links';
import { UnfinishedTable } from '@/components/staff/unfinished-table';
import { requireStaff } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { findUnfinished, parseUnfinishedList } from '@/lib/drafts/server/find-unfinished';

export const metadata: Metadata = { title: 'Unfinished applications — Driver Application staff', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Reviewers and admins: applications saved with "Save and finish later" and not submitted yet, so a recruiter can
 * call the applicant. Name, phone, email and progress only; never an address (there is no SSN in a draft). Paged
 * like the applications list (the page and its size in the URL), so every saved application can be reached.
 */
export default async function UnfinishedPage({ searchParams }: Props) {
  const staff = await requireStaff();
  const list = parseUnfinishedList(await searchParams);
  const { rows, total } = await findUnfinished(list);
  await recordAuditEvent({ action: 'unfinished-listed', detail: { rows: rows.length } }, staff, staff.facts);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1">Unfinished applications</Typography>
      <Typography color="text.secondary">
        Applicants who saved their application to finish later and have not submitted it. A saved application is
        deleted when it is submitted, or 30 days after its last save. The most recently saved come first.
      </Typography>
      <UnfinishedTable rows={rows} pastTheEnd={rows.length === 0 && total > 0} />
      <PageLinks path="/staff/unfinished" query="" list={list} total={total} />
    </Box>
  );
}
