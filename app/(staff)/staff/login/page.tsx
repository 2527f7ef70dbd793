import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoginForm } from '@/components/staff/login-form';
import { StaffFrame } from '@/components/staff/staff-frame';
import { safeReturnPath } from '@/lib/auth/return-path';
import { currentStaff } from '@/lib/auth/staff-session';

export const metadata: Metadata = { title: 'Staff sign-in — Driver Application', robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function StaffLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const returnTo = safeReturnPath(typeof next === 'string' ? next : null);
  if (await currentStaff()) redirect(returnTo);
  return (
    <StaffFrame maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mt: { xs: 2, sm: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
          Staff sign-in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          For the staffing office. Applicants do not need an account.
        </Typography>
        <LoginForm returnTo={returnTo} />
      </Paper>
    </StaffFrame>
  );
}
