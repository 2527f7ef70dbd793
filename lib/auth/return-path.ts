/**
 * Where the sign-in page sends staff once they are in: the staff page they were on when asked to sign in (a link
 * from a webhook notice or a colleague), carried in `?next=`. Only a path of the staff area is taken, so the
 * sign-in page cannot be made to send anyone elsewhere (an open redirect); a path only, never the query string,
 * which can hold a name searched for.
 */
const STAFF_PATH = /^\/staff(?:\/[A-Za-z0-9_-]+)*$/;

/** Set by proxy.ts on every page request (a client's own value is replaced): the path asked for. */
export const REQUEST_PATH_HEADER = 'x-driver-application-path';
export const STAFF_HOME = '/staff';
export const STAFF_LOGIN_PATH = '/staff/login';

export function safeReturnPath(path: string | null | undefined): string {
  return path && STAFF_PATH.test(path) && path !== STAFF_LOGIN_PATH ? path : STAFF_HOME;
}

/** The sign-in page, remembering `path` when it is a staff page worth coming back to. */
export function signInPath(path: string | null | undefined): string {
  const next = safeReturnPath(path);
  return next === STAFF_HOME ? STAFF_LOGIN_PATH : `${STAFF_LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}
