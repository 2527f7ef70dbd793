import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/link-button';
import { UNKNOWN_DRAFT_MESSAGE } from '@/lib/applicant/draft-messages';

/** An unknown or expired resume link (or, with `unavailable`, a database that cannot answer right now). */
export function UnknownDraft({ unavailable = false, compCode }: { unavailable?: boolean; compCode?: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">Finish your application</Typography>
      <Alert severity={unavailable ? 'warning' : 'info'}>
        {unavailable
          ? 'Saved applications cannot be opened right now. Please try the link again in a few minutes.'
          : UNKNOWN_DRAFT_MESSAGE}
      </Alert>
      {!unavailable && (
        <div>
          <LinkButton href={compCode ? `/application/${compCode}` : '/application'} variant="contained">
            Start a new application
          </LinkButton>
        </div>
      )}
    </Stack>
  );
}
