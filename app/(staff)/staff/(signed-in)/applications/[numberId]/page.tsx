import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApplicationConsents, CONSENTS_NOT_ON_FILE } from '@/components/consents/application-consents';
import { ApplicationDocuments } from '@/components/documents/application-documents';
import { filedDocuments } from '@/lib/documents/server/find-documents';
import { medicalCardStatus } from '@/lib/documents/medical-card-status';
import { ApplicationDocumentView, FieldList } from '@/components/staff/application-document-view';
import { LinkedApplicationsNotice } from '@/components/staff/linked-applications-notice';
import { InquiriesSection } from '@/components/inquiries/inquiries-section';
import { ReviewHistory } from '@/components/staff/review-history';
import { ReviewPanel } from '@/components/staff/review-panel';
import { SsnReveal } from '@/components/staff/ssn-reveal';
import { StatusChip } from '@/components/staff/status-chip';
import { ScreeningChip } from '@/components/screening/screening-chip';
import { requireStaff } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { findCompany } from '@/lib/companies/companies';
import { buildApplicationDocument, shownInNotice, submissionFields } from '@/lib/staff/application-document';
import { findApplication } from '@/lib/staff/find-application';
import { findInquiries } from '@/lib/inquiries/server/find-inquiries';
import { recordedConsents } from '@/lib/consents/server/find-consents';
import { linkedApplications } from '@/lib/staff/returning/linked-applications';
import { attributionFields } from '@/lib/staff/source-fields';
import { startedFromFields } from '@/lib/staff/started-from-fields';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { fieldLabel } from '@/lib/staff/step-record';
import { signatureRecord, signatureRecordFields } from '@/lib/signed-content/server/signature-record';
import { isApplicationStatus } from '@/lib/staff/status';
import { getTranslations } from 'next-intl/server';
import { StaffIntlProvider } from '@/components/staff/staff-intl-provider';
import { carrierToday } from '@/lib/dq-file/server/carrier-settings';
import { dqFilesOfApplication } from '@/lib/dq-file/server/find-files';

export const metadata: Metadata = { title: 'Application — Driver Application staff', robots: { index: false } };

type Props = { params: Promise<{ numberId: string }> };

export default async function ApplicationDetailPage({ params }: Props) {
  const staff = await requireStaff();
  const numberId = parseNumberId((await params).numberId);
  const row = numberId === null ? null : await findApplication(numberId);
  if (!row) notFound();
  await recordAuditEvent({ action: 'application-viewed', numberId: row.numberId, detail: {} }, staff, staff.facts);

  const document = buildApplicationDocument(row, await findCompany(row.compCode));
  const linked = await linkedApplications(row.numberId);
  const status = isApplicationStatus(row.status) ? row.status : 'new';
  const signature = signatureRecord(row);
  const consents = await recordedConsents(row.numberId);
  const dq = await getTranslations('DqFile');
  const record = await getTranslations('StaffServer');
  const dqFiles = await dqFilesOfApplication(row.numberId);
  const hire = { label: dq('add.hireDate'), today: await carrierToday(row.compCode) };
  const integritySeverity = { verified: 'success', altered: 'error', 'not-recorded': 'info' } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link href="/staff" underline="hover" color="inherit">
          Applications
        </Link>
        <Typography color="text.primary">No. {row.numberId}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1">
          {document.applicantName || 'Unnamed applicant'} <Typography component="span" color="text.secondary">· No. {row.numberId}</Typography>
        </Typography>
        <StatusChip status={row.status} />
        <ScreeningChip outcome={row.screeningOutcome} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" href={`/staff/applications/${row.numberId}/pdf`}>
          Download PDF
        </Button>
      </Box>

      <LinkedApplicationsNotice numberId={row.numberId} linked={linked} />
      {document.shownIn && (
        <Alert severity="info" variant="outlined">
          {shownInNotice(document.shownIn)}
        </Alert>
      )}
      {document.missingItems.length > 0 && (
        <Alert severity="warning" variant="outlined">
          <strong>Missing 391.21 items:</strong> {document.missingItems.join('; ')}. This application came from a form that
          did not ask for them; collect them before a carrier relies on it.
        </Alert>
      )}
      {consents.length === 0 && (
        <Alert severity="warning" variant="outlined">
          {CONSENTS_NOT_ON_FILE}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <ApplicationDocumentView
            sections={document.sections}
            fieldSlots={{ [fieldLabel('ssn')]: <SsnReveal numberId={row.numberId} last4={row.ssnLast4} /> }}
          />
          <ApplicationDocuments
            numberId={row.numberId}
            documents={await filedDocuments(row.numberId)}
            medicalCard={medicalCardStatus(row)}
            examinerNumber={row.medicalExaminerNumber}
          />
          <ApplicationConsents numberId={row.numberId} consents={consents} />
          <InquiriesSection numberId={row.numberId} inquiries={await findInquiries(row)} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
          <Paper variant="outlined" component="section" aria-labelledby="review-heading" sx={{ p: 2 }}>
            <Typography id="review-heading" variant="h2" sx={{ mb: 1.5 }}>
              Review
            </Typography>
            <StaffIntlProvider>
              <ReviewPanel numberId={row.numberId} status={status} hire={hire} />
            </StaffIntlProvider>
            {dqFiles.map((file) => (
              <Box key={file.id} sx={{ mt: 1.5 }}>
                <Link href={`/staff/drivers/${file.id}`}>
                  {dq('file.title', { driver: file.driverName })} ({file.hireDate}
                  {file.terminationDate ? ` – ${file.terminationDate}` : ''})
                </Link>
              </Box>
            ))}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="history-heading" sx={{ p: 2 }}>
            <Typography id="history-heading" variant="h2" sx={{ mb: 1 }}>
              History
            </Typography>
            <ReviewHistory entries={row.reviewEntries} />
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="signature-record-heading" sx={{ p: 2 }}>
            <Typography id="signature-record-heading" variant="h2" sx={{ mb: 1 }}>
              Signature record
            </Typography>
            <Alert severity={integritySeverity[signature.integrity]} variant="outlined" sx={{ mb: 1 }}>
              {record(`integrity.${signature.integrity}`)}
            </Alert>
            <FieldList fields={signatureRecordFields(record, signature).slice(1)} stacked />
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="submission-heading" sx={{ p: 2 }}>
            <Typography id="submission-heading" variant="h2" sx={{ mb: 1 }}>
              Submission
            </Typography>
            <FieldList fields={[...submissionFields(document.submission), ...attributionFields(row), ...startedFromFields(row.startedFrom)]} stacked />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
