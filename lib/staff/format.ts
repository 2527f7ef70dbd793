/**
 * Dates as the office reads them. Rendered on the server, so the zone is fixed and says so (UTC), rather than
 * depending on where the server happens to run.
 */
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export function formatDateTime(value: Date | string): string {
  return `${dateTime.format(new Date(value))} UTC`;
}
