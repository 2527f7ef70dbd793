import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fillPlaceholders } from '@/lib/consents/consent-text';
import type { RecordedConsent } from '@/lib/consents/server/find-consents';
import { FieldList } from '@/components/staff/application-document-view';
import { languageName } from '@/lib/i18n/server/catalog-texts';
import { formatReceivedAt } from '@/lib/staff/application-document';

/** What the office reads where an application holds no consents: what it must do before ordering reports. */
export const CONSENTS_NOT_ON_FILE =
  'Consents not on file: this application came from a form that did not ask for the background-check consents ' +
  '(FCRA disclosure and authorization, state notices, PSP, Clearinghouse). Obtain them before ordering any report.';

function consentFields(consent: RecordedConsent) {
  const shownTitle = consent.text && consent.values ? fillPlaceholders(consent.text.title, consent.values) : null;
  return [
    ...(shownTitle && shownTitle !== consent.label ? [{ label: 'Title shown', value: shownTitle }] : []),
    {
      label: 'Text version',
      value:
        `${consent.version} (${languageName(consent.language)}, ${consent.source === 'carrier' ? "the carrier's wording" : "the app's text"})` +
        (consent.official ? `, with the FMCSA wording ${consent.official.version}` : '') +
        (consent.englishFallback ? '; shown in English to an applicant reading Spanish (no Spanish given)' : ''),
    },
    { label: 'Agreed', value: `${formatReceivedAt(consent.agreedAt.toISOString())} (received by the server)` },
    ...(consent.clientAgreedAt ? [{ label: "Box checked (applicant's device)", value: consent.clientAgreedAt }] : []),
    ...(consent.requestedCopy === null
      ? []
      : [{ label: 'Copy of the report', value: consent.requestedCopy ? 'Requested (box checked): send a copy' : 'Not requested' }]),
    { label: 'SHA-256 of the text', value: consent.sha256 },
  ];
}

/**
 * The application page's list of the background-check consents: each with the version of the text agreed to, when,
 * and the answer of a state notice's request box; the Consents PDF for a vendor.
 */
export function ApplicationConsents({ numberId, consents }: { numberId: number; consents: RecordedConsent[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="consents-heading" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="consents-heading" variant="h2">
          Background check consents
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {consents.length > 0 && (
          <Button variant="outlined" href={`/staff/applications/${numberId}/consents-pdf`}>
            Download consents (PDF)
          </Button>
        )}
      </Box>
      {consents.length === 0 ? (
        <Typography color="text.secondary">None on file (see the warning above).</Typography>
      ) : (
        consents.map((consent) => (
          <Box key={consent.consent} component="section" aria-label={consent.label} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
              {consent.label}
            </Typography>
            <FieldList fields={consentFields(consent)} />
          </Box>
        ))
      )}
    </Paper>
  );
}
