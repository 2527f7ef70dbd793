/** Keeps digits only and puts the separators in as they are typed: 05071990 → 05/07/1990, 123456789 → 123-45-6789. */
export function digitsAs(value: string, groups: number[], separator: string): string {
  const digits = value.replace(/\D/g, '').slice(0, groups.reduce((sum, size) => sum + size, 0));
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(separator);
}
