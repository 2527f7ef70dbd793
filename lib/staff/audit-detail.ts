/**
 * An audit row's `detail` (a small JSON object, lib/server/audit/events.ts) as one short line for the table:
 * `from: new · to: in_review`, `rows: 120 · filters: status=new, compCode=ABC`. Never throws: a row written by
 * an older version, or by hand, still shows what it holds.
 */
export function auditDetailSummary(detail: string): string {
  let value: unknown;
  try {
    value = JSON.parse(detail);
  } catch {
    return detail.slice(0, 200);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return describe(value);
  return Object.entries(value)
    .map(([key, field]) => `${key}: ${describe(field)}`)
    .join(' · ');
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? 'none' : entries.map(([key, field]) => `${key}=${describe(field)}`).join(', ');
  }
  if (Array.isArray(value)) return value.map(describe).join(', ');
  return String(value);
}
