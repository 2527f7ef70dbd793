import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalTime } from '@/components/staff/local-time';
import type { InquiryView } from '@/lib/inquiries/server/find-inquiries';
import { InquiryActions } from './inquiry-actions';

const STATUS_COLOURS = { 'not-sent': 'default', sent: 'info', answered: 'success', overdue: 'warning' } as const;
const yesNo = (value: string | undefined) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '—');

function Answers({ inquiry }: { inquiry: InquiryView }) {
  const answers = inquiry.answers;
  if (!answers) return null;
  const rows: [string, string][] = [
    ['Worked for this employer', answers.employed === 'yes' ? `Yes, ${answers.employedFrom} to ${answers.employedTo}, ${answers.position}` : 'No'],
    ['Accidents (3 years)', answers.accidents.length === 0 ? 'None' : answers.accidents
      .map((a) => `${a.date}, ${a.location}: ${a.injuries} injured, ${a.fatalities} killed, hazmat released: ${yesNo(a.hazmatRelease)}`).join('; ')],
    ['DOT drug and alcohol testing', yesNo(answers.dotTested)],
    ...(answers.dotTested === 'yes'
      ? [
          ['Alcohol 0.04 or more', yesNo(answers.alcoholTest04)], ['Verified positive drug test', yesNo(answers.positiveDrugTest)],
          ['Refusal to test', yesNo(answers.refusedTest)], ['Other DOT violation', yesNo(answers.otherViolation)],
          ['Return-to-duty completed', yesNo(answers.returnToDuty)],
          // The employer's own account of a violation, as the PDF of record prints it.
          ...(answers.violationDetails ? [['Violation details', answers.violationDetails]] : []),
        ] as [string, string][]
      : []),
    ['Answered by', `${answers.responderName}, ${answers.responderTitle} · ${answers.responderPhone} · ${answers.responderEmail} (certified)`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, gap: 0.5, m: 0, mt: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' } }}>
      {rows.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
    </Box>
  );
}

/**
 * "Safety performance history (391.23)": each employer of the past three years whose job was under the FMCSRs,
 * with its inquiry's status, the answers once given, the notes of good-faith effort, and the reviewer's actions.
 */
export function InquiriesSection({ numberId, inquiries }: { numberId: number; inquiries: InquiryView[] }) {
  const t = useTranslations('StaffServer');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="inquiries-heading" sx={{ p: 2 }}>
      <Typography id="inquiries-heading" variant="h2" sx={{ mb: 1 }}>Safety performance history (391.23)</Typography>
      {inquiries.length === 0 && (
        <Typography color="text.secondary">No employer of the past three years was subject to the FMCSRs: no inquiry is needed.</Typography>
      )}
      <Stack spacing={2}>
        {inquiries.map((inquiry) => (
          <Box key={inquiry.employer.job} component="article" aria-label={`Inquiry to ${inquiry.employer.name}`}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{inquiry.employer.name}</Typography>
              <Typography color="text.secondary">{inquiry.employer.from} – {inquiry.employer.to}</Typography>
              <Chip size="small" label={t(`inquiryStatuses.${inquiry.status}`)} color={STATUS_COLOURS[inquiry.status]} />
            </Stack>
            {inquiry.sentAt && (
              <Typography variant="body2" color="text.secondary">
                Sent <LocalTime iso={inquiry.sentAt.toISOString()} /> to {inquiry.sentTo} by {inquiry.sentByName}
                {inquiry.answeredAt ? <> · answered <LocalTime iso={inquiry.answeredAt.toISOString()} /></> : null}
                {!inquiry.answeredAt && inquiry.expiresAt ? <> · link valid until <LocalTime iso={inquiry.expiresAt.toISOString()} /></> : null}
              </Typography>
            )}
            <Answers inquiry={inquiry} />
            {inquiry.notes.length > 0 && (
              <Box component="ul" aria-label="Notes of good-faith effort" sx={{ pl: 2, my: 1 }}>
                {inquiry.notes.map((note, index) => (
                  <li key={index}><Typography variant="body2"><LocalTime iso={note.createdAt.toISOString()} /> · {note.staffName}: {note.note}</Typography></li>
                ))}
              </Box>
            )}
            <InquiryActions numberId={numberId} job={inquiry.employer.job} employerName={inquiry.employer.name}
              answered={inquiry.status === 'answered'}
              contact={{ contactEmail: inquiry.contactEmail, contactFax: inquiry.contactFax, contactAddress: inquiry.contactAddress }} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
