import 'server-only';

/**
 * Whom an abuse limit counts: an IPv4 client by its address, an IPv6 client by its /64. One home or phone
 * subscriber is given a whole /64 and may use any of its 2^64 addresses, so a limit per IPv6 address limits nobody.
 * The key is canonical, so every way of writing one network counts as one: compressed or not, upper or lower case,
 * leading zeros, a zone (`%eth0`), brackets, and an IPv4 address written as IPv6 (`::ffff:198.51.100.7`,
 * `::ffff:c633:6407`), which is that IPv4 client. Anything that is no address (an empty X-Forwarded-For under Next's
 * own server) is kept as it came, cut to 64 characters, as before.
 */
export function clientNetwork(address: string): string {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1');
  const ipv4 = ipv4Octets(text);
  if (ipv4) return ipv4.join('.');
  const groups = ipv6Groups(text.replace(/%.*$/, ''));
  if (!groups) return text.slice(0, 64);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

function ipv4Octets(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null when it is none. */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(':') || text.length > 45) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string): number[] | null => {
    if (half === '') return [];
    const pieces = half.split(':');
    const groups: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const octets = ipv4Octets(piece);
        if (!octets) return null;
        groups.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}
