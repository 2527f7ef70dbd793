import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InquiryForEmployer } from '@/lib/inquiries/server/open-inquiry';
import { EmployerResponseForm } from './employer-response-form';

const dateText = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The frame of every state of the link: a card with a title, on a phone as on a desk. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>{title}</Typography>
      {children}
    </Container>
  );
}

export function LinkMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame title={title}>
      <Paper sx={{ p: 3 }}><Typography>{children}</Typography></Paper>
    </Frame>
  );
}

/**
 * The request as 391.23 frames it: who asks (the carrier), about whom (the driver's name and the job as the driver
 * gave it — never the SSN or date of birth), with the driver's signed authorization quoted as agreed to (or, for an
 * application that holds none, that the carrier must obtain it), then the questions, which stay open either way:
 * the accident part of 391.23(d) needs no authorization.
 */
export function EmployerResponsePage({ token, inquiry }: { token: string; inquiry: InquiryForEmployer }) {
  return (
    <Frame title="Safety performance history request">
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography sx={{ mb: 2 }}>
          <strong>{inquiry.carrierName}</strong>
          {inquiry.carrierAddress ? `, ${inquiry.carrierAddress}` : ''} is considering hiring{' '}
          <strong>{inquiry.driverName}</strong> as a commercial motor vehicle driver and asks, as 49 CFR 391.23
          requires, for the driver&apos;s safety performance history with <strong>{inquiry.employerName}</strong>.
          Please answer within 30 days (by {dateText(inquiry.expiresAt)}).
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 } }, '& dt': { fontWeight: 600 } }}>
          <dt>Driver</dt><dd>{inquiry.driverName}</dd>
          <dt>Employment the driver gave</dt>
          <dd>{inquiry.employedFrom || '?'} to {inquiry.employedTo || '?'}{inquiry.position ? `, ${inquiry.position}` : ''}</dd>
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>The driver&apos;s authorization</Typography>
        {inquiry.authorization ? (
          <>
            <Typography sx={{ mb: 1 }}>
              On {dateText(inquiry.signedAt)} the driver signed the application to {inquiry.carrierName}, and with it
              {inquiry.authorization.agreedIn ? (
                <>
                  {' '}authorized this inquiry in {inquiry.authorization.agreedIn.language} (text version{' '}
                  {inquiry.authorization.agreedIn.version}). The English original of the text the driver agreed to
                  (text version {inquiry.authorization.version}):
                </>
              ) : (
                <> authorized this inquiry in these words (text version {inquiry.authorization.version}):</>
              )}
            </Typography>
            <Box component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: 'divider' }}>
              <Typography>{inquiry.authorization.text}</Typography>
            </Box>
          </>
        ) : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The driver signed the application on {dateText(inquiry.signedAt)}, but it holds no electronic authorization
            of this inquiry: {inquiry.carrierName} must obtain the driver&apos;s written authorization, and send it to
            you, before you release drug and alcohol information (49 CFR 40.25(a)).
          </Alert>
        )}
        {inquiry.signaturePng.startsWith('data:image/png;base64,') && (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing for next/image to optimise
          <img src={inquiry.signaturePng} alt={`Signature of ${inquiry.driverName}`} width={350} height={150}
            style={{ maxWidth: '100%', height: 'auto', border: '1px solid #ccc', background: '#fff' }} />
        )}
      </Paper>
      <EmployerResponseForm token={token} />
    </Frame>
  );
}
