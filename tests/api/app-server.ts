/** The built app as a child process (shared with `npm run drill` and `npm run bench`). */
export { fetchCsrfToken, startApp } from '@/scripts/support/app-process.mjs';
export type { RunningApp } from '@/scripts/support/app-process.mjs';
