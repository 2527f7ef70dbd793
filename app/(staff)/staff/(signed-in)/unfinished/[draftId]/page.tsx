import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApplicationDocumentView, FieldList } from '@/components/staff/application-document-view';
import { requireStaff } from '@/lib/auth/staff-session';
import { findCompany } from '@/lib/companies/companies';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { buildDraftDocument, NOT_SUBMITTED } from '@/lib/drafts/server/draft-document';
import { findUnfinishedDraft } from '@/lib/drafts/server/find-unfinished';
import { formatDateTime } from '@/lib/staff/format';

export const metadata: Metadata = { title: 'Unfinished application — Driver Application staff', robots: { index: false } };

/** One saved draft, read-only, in the 11 sections of a submitted application; every view is audited. */
export default async function UnfinishedDraftPage({ params }: { params: Promise<{ draftId: string }> }) {
  const staff = await requireStaff();
  const draft = await findUnfinishedDraft((await params).draftId);
  if (!draft) notFound();
  await recordAuditEvent({ action: 'unfinished-viewed', detail: { draftId: draft.id } }, staff, staff.facts);
  const document = buildDraftDocument(draft, await findCompany(draft.compCode));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link href="/staff/unfinished" underline="hover" color="inherit">
          Unfinished applications
        </Link>
        <Typography color="text.primary">{draft.name || 'Unnamed applicant'}</Typography>
      </Breadcrumbs>
      <Typography variant="h1">{draft.name || 'Unnamed applicant'}</Typography>
      <Alert severity="warning" variant="outlined">
        <strong>{NOT_SUBMITTED}.</strong> The applicant saved these answers to finish later; they may still change
        them. Steps done: {draft.lastStepDone}.
      </Alert>
      <Paper variant="outlined" component="section" aria-labelledby="draft-facts" sx={{ p: 2 }}>
        <Typography id="draft-facts" variant="h2" sx={{ mb: 1 }}>
          Saved application
        </Typography>
        <FieldList
          fields={[
            { label: 'Company code', value: draft.compCode },
            { label: 'Started', value: formatDateTime(draft.startedAt) },
            { label: 'Last saved', value: formatDateTime(draft.savedAt) },
            { label: 'Expires', value: formatDateTime(draft.expiresAt) },
          ]}
        />
      </Paper>
      <ApplicationDocumentView sections={document.sections} />
    </Box>
  );
}
