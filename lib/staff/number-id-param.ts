/** The application number from a route segment; anything but a plain positive integer is "no such application". */
export function parseNumberId(segment: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const value = Number(segment);
  return Number.isSafeInteger(value) ? value : null;
}
