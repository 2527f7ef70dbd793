'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffRole } from '@/lib/auth/auth';
import { SignOutButton } from './sign-out-button';

const LINKS = [
  { label: 'Applications', href: '/staff', adminOnly: false },
  { label: 'Unfinished', href: '/staff/unfinished', adminOnly: false },
  { label: 'Drivers', href: '/staff/drivers', adminOnly: false },
  { label: 'Dashboard', href: '/staff/dashboard', adminOnly: false },
  { label: 'Carriers', href: '/staff/companies', adminOnly: true },
  { label: 'Audit log', href: '/staff/audit', adminOnly: true },
  { label: 'Deliveries', href: '/staff/deliveries', adminOnly: true },
] as const;

const isCurrent = (pathname: string, href: string) =>
  href === '/staff' ? pathname === '/staff' || pathname.startsWith('/staff/applications') : pathname.startsWith(href);

/** The staff area's links (admin pages only for admins), who is signed in, and Sign out: on every staff page. */
export function StaffNav({ name, role }: { name: string; role: StaffRole }) {
  const pathname = usePathname() ?? '';
  return (
    <>
      <Box component="nav" aria-label="Staff" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {LINKS.filter((link) => !link.adminOnly || role === 'admin').map((link) => {
          const current = isCurrent(pathname, link.href);
          return (
            <Button
              key={link.href}
              component={NextLink}
              href={link.href}
              color="inherit"
              aria-current={current ? 'page' : undefined}
              sx={{ textDecoration: current ? 'underline' : 'none', textUnderlineOffset: 6 }}
            >
              {link.label}
            </Button>
          );
        })}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2" sx={{ opacity: 0.85 }}>
        {name} ({role})
      </Typography>
      <SignOutButton />
    </>
  );
}
