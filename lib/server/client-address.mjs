/**
 * Who sent a request, for the stored submitter IP, the audit log and the abuse limits. Plain JavaScript because
 * server.mjs (not bundled by Next) reads it too; the app reads it again (`forwardedClient`) because a serverless
 * host runs Next's own server, without server.mjs.
 *
 * X-Forwarded-For is written by whoever sends the request, so it is believed only for the hops the operator says
 * are their own proxies (TRUST_PROXY = how many). Each trusted proxy appends the address it saw, so the client is
 * the entry that many places left of the socket's address; anything further left was typed by the client.
 */

/** TRUST_PROXY: unset or empty = 0 (nothing in front; the socket address is the client). */
export function parseTrustProxy(value) {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^(0|[1-9])$/.test(value.trim())) {
    throw new Error('TRUST_PROXY must be the number of proxies in front of the app, 0 to 9 (e.g. 1 behind one load balancer).');
  }
  return Number(value.trim());
}

/** "::ffff:10.0.0.1" (IPv4 on a dual-stack socket) is written as the IPv4 address it is. */
function plainAddress(address) {
  const trimmed = (address ?? '').trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 * @param {string | undefined} socketAddress the TCP peer
 * @param {number} trustedHops TRUST_PROXY
 */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const socket = plainAddress(socketAddress);
  if (trustedHops === 0) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(plainAddress)
    .filter(Boolean);
  const chain = [...forwarded, socket];
  // Fewer entries than trusted hops: the request came around a proxy; the leftmost seen is the best guess.
  return chain[Math.max(0, chain.length - 1 - trustedHops)].slice(0, 64);
}

/**
 * The client as the app sees it inside Next, from X-Forwarded-For alone. Behind server.mjs the header already holds
 * the one address it resolved. Under Next's own server (`next start`, a Vercel-style host) the header is what the
 * proxies in front wrote, or the socket's address when there was none (Next adds it then). Either way the nearest
 * proxy's own address (the socket) is not in the list: it appended the address it saw last, so the client is the
 * entry TRUST_PROXY places from the right. TRUST_PROXY=0 has no socket to fall back on here: the last entry is used,
 * which under Next's own server only a proxy of ours can vouch for (docs/deployment.md).
 * @param {string | null | undefined} forwardedFor
 * @param {number} trustedHops
 */
export function forwardedClient(forwardedFor, trustedHops) {
  const forwarded = (forwardedFor ?? '').split(',').map(plainAddress).filter(Boolean);
  if (forwarded.length === 0) return '';
  return forwarded[Math.max(0, forwarded.length - Math.max(1, trustedHops))].slice(0, 64);
}
