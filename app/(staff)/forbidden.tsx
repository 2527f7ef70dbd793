import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/link-button';
import { StaffFrame } from '@/components/staff/staff-frame';

/**
 * A reviewer who opens an admin-only staff page (lib/auth/staff-session.ts calls forbidden()). Here, not at the
 * root: Next sends a forbidden.tsx (and loads its client components) with every page below it, and the
 * applicant's pages must not load MUI for a staff page they never show.
 */
export default function Forbidden() {
  return (
    <StaffFrame>
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h1">Only administrators can open this page</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Ask an administrator if you need it.
        </Typography>
        <LinkButton href="/staff" variant="contained">
          Back to the applications
        </LinkButton>
      </Box>
    </StaffFrame>
  );
}
