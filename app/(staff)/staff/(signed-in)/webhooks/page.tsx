import { permanentRedirect } from 'next/navigation';

/** The page's former address (when webhooks were the only notices): bookmarks land on Deliveries. */
export default function WebhooksPage() {
  permanentRedirect('/staff/deliveries');
}
