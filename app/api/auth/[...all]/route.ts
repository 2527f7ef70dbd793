import { handleAuthRequest } from '@/lib/auth/auth-endpoint';

/** Staff sign-in, sign-out and session (better-auth, narrowed and audited in lib/auth/auth-endpoint.ts). */
export const dynamic = 'force-dynamic';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
