import 'server-only';
import { jsonResponse } from './json-response';
import { logFailure } from './log-failure';
import { RouteError } from './route-error';

/** What a route answers when something failed that no stage of it named: a generic, retryable 503. */
const GENERIC_FAILURE = 'This service is not available right now. Please try again later.';

/**
 * Every API route handler is wrapped in this: a `RouteError` thrown anywhere below it becomes its JSON answer, and
 * anything else is logged once, by its kind only (`[name] failure: Name (code)`: never a message, which may quote an
 * applicant's answers), and answered with a generic 503. So a handler reads as the steps of its happy path.
 */
export function apiRoute<Context>(
  name: string,
  handler: (request: Request, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof RouteError) {
        if (error.failure) logFailure(name, error.failure.stage, error.failure.cause);
        return jsonResponse(error.status, error.body, error.headers);
      }
      logFailure(name, '', error);
      return jsonResponse(503, { error: GENERIC_FAILURE });
    }
  };
}
