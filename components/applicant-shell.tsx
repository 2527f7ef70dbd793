import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { NavBar } from './nav-bar';

/** The applicant's pages: the navigation bar above a container holding the page. */
export function ApplicantShell({ children }: { children: ReactNode }) {
  return (
    <>
      <NavBar />
      <Container component="main" id="main" tabIndex={-1} maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, outline: 'none' }}>
        {children}
      </Container>
    </>
  );
}
