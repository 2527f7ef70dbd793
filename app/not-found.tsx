import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApplicantShell } from '@/components/applicant-shell';
import { LinkButton } from '@/components/link-button';

export default function NotFound() {
  return (
    <ApplicantShell>
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1">Page not found</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <LinkButton href="/" variant="contained">
        Go to the home page
      </LinkButton>
    </Box>
    </ApplicantShell>
  );
}
