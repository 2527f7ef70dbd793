import { permanentRedirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/staff-session';

/**
 * The page's former address (when webhooks were the only notices): bookmarks land on Deliveries. The same check as
 * Deliveries first, so the old address tells a visitor without an admin session nothing, not even where it moved.
 */
export default async function WebhooksPage() {
  await requireStaff({ role: 'admin' });
  permanentRedirect('/staff/deliveries');
}
