/** A duration as the office reads it: "45 min", "5.2 hours", "2.4 days" (one decimal from an hour up). */
export function formatDuration(seconds: number): string {
  if (seconds < 3_600) return `${Math.max(0, Math.round(seconds / 60))} min`;
  if (seconds < 86_400) return `${(seconds / 3_600).toFixed(1)} hours`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}
