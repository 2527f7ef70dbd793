import Chip from '@mui/material/Chip';
import { isScreeningOutcome, SCREENING_OUTCOME_LABELS, type ScreeningOutcome } from '@/lib/screening/questions';

/**
 * The list's badge of what the carrier's screening questions gave. Dark text on white in each colour (the theme's
 * own are too light at this size, WCAG AA); the words say it, colour only helps. None for an application not screened.
 */
const LOOK: Record<Exclude<ScreeningOutcome, 'not-screened'>, { color: string; borderColor: string }> = {
  meets: { color: '#1b5e20', borderColor: 'success.main' },
  'does-not-meet': { color: '#8a1c1c', borderColor: 'error.main' },
  priority: { color: '#4a148c', borderColor: 'secondary.main' },
};

export function ScreeningChip({ outcome }: { outcome: string }) {
  if (!isScreeningOutcome(outcome) || outcome === 'not-screened') return null;
  return <Chip size="small" variant="outlined" label={SCREENING_OUTCOME_LABELS[outcome]} sx={LOOK[outcome]} />;
}
