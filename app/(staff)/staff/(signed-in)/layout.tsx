import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { StaffFrame } from '@/components/staff/staff-frame';
import { StaffNav } from '@/components/staff/staff-nav';
import { requireStaff } from '@/lib/auth/staff-session';

export const metadata: Metadata = { title: 'Staff — Driver Application', robots: { index: false } };

/**
 * Signed-in staff pages. The check here keeps the frame from rendering for a visitor; every page and route handler
 * below still calls requireStaff()/requireStaffRequest() itself, because a layout does not guard route handlers
 * and is not re-run on every client navigation.
 */
export default async function SignedInStaffLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  return <StaffFrame bar={<StaffNav name={staff.name} role={staff.role} />}>{children}</StaffFrame>;
}
