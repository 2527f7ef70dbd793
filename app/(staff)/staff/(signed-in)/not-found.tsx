import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/link-button';

/**
 * An application number that does not exist (or is not a number), opened by signed-in staff: shown inside the
 * staff frame, with its bar and Sign out, rather than the applicant's "page not found" of the root.
 */
export default function StaffNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1">There is no such application</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Check the application number, or find the applicant in the list.
      </Typography>
      <LinkButton href="/staff" variant="contained">
        Back to the applications
      </LinkButton>
    </Box>
  );
}
