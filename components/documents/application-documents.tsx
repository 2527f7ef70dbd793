import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { documentLabel, DOCUMENTS_NOT_ON_FILE } from '@/lib/documents/server/document-labels';
import type { MedicalCardStatus } from '@/lib/documents/medical-card-status';
import type { FiledDocumentView } from '@/lib/documents/server/find-documents';

const STATUS_COLOURS = { 'not-provided': 'warning', expired: 'error', expiring: 'warning', current: 'success' } as const;

/** The medical card's state as a chip: "Expired" in red, due within 30 days in orange, not provided in orange. */
export function MedicalCardChip({ status }: { status: MedicalCardStatus }) {
  const label = status.kind === 'expired' ? 'Medical card expired' : status.kind === 'expiring' ? `Medical card: ${status.daysLeft} days left` : status.kind === 'not-provided' ? 'Medical card not provided' : null;
  if (!label) return null;
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[status.kind]} label={label} title={status.label} />;
}

/**
 * The application page's documents of step 4: the medical card's expiry and examiner, then each document as a
 * thumbnail that opens full size, with a download link (both audited by their route).
 */
export function ApplicationDocuments({
  numberId,
  documents,
  medicalCard,
  examinerNumber,
}: {
  numberId: number;
  documents: readonly FiledDocumentView[];
  medicalCard: MedicalCardStatus;
  examinerNumber: string;
}) {
  const base = `/staff/applications/${numberId}/documents`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="documents-heading" sx={{ p: 2 }}>
      <Typography id="documents-heading" variant="h2" sx={{ mb: 1 }}>
        Documents
      </Typography>
      <Alert severity={STATUS_COLOURS[medicalCard.kind]} variant="outlined" sx={{ mb: 2 }}>
        {medicalCard.kind === 'not-provided' ? 'Medical examiner’s certificate: not provided.' : `${medicalCard.label}.`}
        {examinerNumber && ` Examiner’s National Registry number: ${examinerNumber}.`}
      </Alert>
      {documents.length === 0 ? (
        <Alert severity="warning" variant="outlined">
          {DOCUMENTS_NOT_ON_FILE}
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {documents.map((document) => (
            <Box component="li" key={document.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, mb: 1 }}>{documentLabel(document.kind)}</Typography>
              <Link href={`${base}/${document.id}`} target="_blank" rel="noopener" aria-label={`Open ${documentLabel(document.kind)} full size`}>
                {document.thumbnailUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a data: thumbnail made on the server
                  <img src={document.thumbnailUrl} alt={documentLabel(document.kind)} style={{ width: '100%', height: 140, objectFit: 'contain', background: '#f4f4f4', borderRadius: 4 }} />
                ) : (
                  <Box sx={{ height: 140, display: 'grid', placeItems: 'center', bgcolor: '#f4f4f4', borderRadius: 1 }}>PDF</Box>
                )}
              </Link>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {document.mediaType === 'application/pdf' ? 'PDF' : `JPEG, ${document.width}×${document.height}`}, {Math.max(1, Math.round(document.byteSize / 1024))} KB
              </Typography>
              <Typography variant="caption" sx={{ display: 'block', wordBreak: 'break-all', color: 'text.secondary' }}>
                SHA-256 {document.sha256}
              </Typography>
              <Link href={`${base}/${document.id}?download=1`} variant="body2">
                Download
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
