import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { LinkedApplication } from '@/lib/staff/returning/linked-applications';
import { applicationStatusLabel } from '@/lib/staff/status';

/** "No. 123 on 2026-08-02, Not hired (same SSN)": the number links to that application; the day is UTC. */
function LinkedItem({ application }: { application: LinkedApplication }) {
  const t = useTranslations('Staff');
  const why = useTranslations('StaffServer');
  return (
    <Box component="li">
      <Link href={`/staff/applications/${application.numberId}`}>No. {application.numberId}</Link> on{' '}
      <time dateTime={application.creationDate.toISOString()}>{application.creationDate.toISOString().slice(0, 10)}</time>,{' '}
      {applicationStatusLabel(t, application.status)}
      {application.compCode && <> · {application.compCode}</>}{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({application.matches.map((match) => why(`linkMatches.${match}`)).join('; ')})
      </Box>
    </Box>
  );
}

const SHOWN = 10;

function More({ count }: { count: number }) {
  return count > 0 ? <Box sx={{ pl: 2.5 }}>and {count} more</Box> : null;
}

/**
 * On the application page: the same person's other applications (lib/staff/returning), each its own application
 * with its own status. Nothing is merged or hidden; the office decides what a returning applicant means.
 */
export function LinkedApplicationsNotice({ numberId, linked }: { numberId: number; linked: LinkedApplication[] }) {
  // Newest first, the SHOWN nearest on each side; the rest are counted (a driver who applied 30 times needs no list of 30).
  const before = linked.filter((application) => application.numberId < numberId).reverse();
  const after = linked.filter((application) => application.numberId > numberId);
  if (linked.length === 0) return null;
  const list = { m: 0, pl: 2.5, '& > li': { mt: 0.25 } } as const;
  return (
    <Alert severity="info" variant="outlined" component="section" aria-label="Other applications by this applicant">
      {before.length > 0 && (
        <>
          <strong>Applied before:</strong>
          <Box component="ul" sx={list}>
            {before.slice(0, SHOWN).map((application) => (
              <LinkedItem key={application.numberId} application={application} />
            ))}
          </Box>
          <More count={before.length - SHOWN} />
        </>
      )}
      {after.length > 0 && (
        <Box sx={{ mt: before.length > 0 ? 1 : 0 }}>
          <strong>Applied again later:</strong>
          <Box component="ul" sx={list}>
            {after.slice(0, SHOWN).map((application) => (
              <LinkedItem key={application.numberId} application={application} />
            ))}
          </Box>
          <More count={after.length - SHOWN} />
        </Box>
      )}
    </Alert>
  );
}
