import Alert from '@mui/material/Alert';
import type { RefusedDay } from '@/lib/staff/search-params';

/**
 * Says which dates of the address were not used, and what is shown instead: a staff page's filters never fail on
 * what the URL holds, but a reader who typed 9999-12-31 must not take the figures for that range.
 */
export function RefusedDaysNotice({ refused, instead }: { refused: RefusedDay[]; instead: string }) {
  if (refused.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" role="status">
      {refused.map((day) => day.message).join(' ')} {instead}
    </Alert>
  );
}
