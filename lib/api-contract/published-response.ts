import 'server-only';

/** How long a cache may keep a published description: it changes only with a deployment. */
const MAX_AGE_SECONDS = 3600;

/**
 * A published description (the application's schema, the OpenAPI document): the same for everyone and free of
 * personal data, so any cache may keep it and a page of another site (an integrator's API viewer) may read it.
 */
export function publishedJson(body: object, contentType: 'application/json' | 'application/schema+json'): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
      'Access-Control-Allow-Origin': '*',
    },
  });
}
