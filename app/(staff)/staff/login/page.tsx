import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoginForm } from '@/components/staff/login-form';
import { StaffFrame } from '@/components/staff/staff-frame';
import { currentStaff } from '@/lib/auth/staff-session';

export const metadata: Metadata = { title: 'Staff sign-in — Driver Application', robots: { index: false } };

export default async function StaffLoginPage() {
  if (await currentStaff()) redirect('/staff');
  return (
    <StaffFrame maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mt: { xs: 2, sm: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
          Staff sign-in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          For the staffing office. Applicants do not need an account.
        </Typography>
        <LoginForm />
      </Paper>
    </StaffFrame>
  );
}
