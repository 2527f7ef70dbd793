/**
 * The one cookie reader, for the browser (`document.cookie`) and the server (the Cookie header) alike.
 * Never throws: a malformed percent-encoding is returned as it came, and the caller's check refuses it.
 */
export function readCookie(name: string, cookieHeader: string | null | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
