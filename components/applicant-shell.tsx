import type { ReactNode } from 'react';
import { NavBar } from './nav-bar';

/**
 * The applicant's pages: the navigation bar above the page. Plain HTML, styled by components/plain-styles.ts: it
 * brings no MUI along.
 */
export function ApplicantShell({ children }: { children: ReactNode }) {
  return (
    <>
      <NavBar />
      <main id="main" tabIndex={-1} className="applicant-shell__main">
        {children}
      </main>
    </>
  );
}
