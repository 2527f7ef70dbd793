/** Shared by proxy.ts (sets the cookie), the API (checks it) and the browser client (echoes it). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
