/**
 * The Content-Security-Policy of every page, with a fresh nonce per request (the Next.js proxy pattern): only
 * scripts carrying the nonce run — Next's own, and the ones they load ('strict-dynamic') — and styles come from
 * the app or from emotion's <style> tags, which get the nonce too (app/layout.tsx). style-src-attr allows the
 * style="…" attributes React renders on the server (MUI sets a few, e.g. a collapsing step's height): a style
 * attribute cannot run code. Development adds 'unsafe-eval', which React's dev tooling needs.
 */
export const NONCE_HEADER = 'x-nonce';

export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    // data: for the signature preview and the staff page's signature image; blob: for canvas exports.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** 16 random bytes, base64: unguessable, and new for every page load. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
