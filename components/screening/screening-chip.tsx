import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import { isScreeningOutcome, type ScreeningOutcome } from '@/lib/screening/questions';

/**
 * The list's badge of what the carrier's screening questions gave. Dark text on white in each colour (the theme's
 * own are too light at this size, WCAG AA); the words say it, colour only helps. None where the page asked no question.
 */
const LOOK: Record<Exclude<ScreeningOutcome, 'not-asked'>, { color: string; borderColor: string }> = {
  meets: { color: '#1b5e20', borderColor: 'success.main' },
  'does-not-meet': { color: '#8a1c1c', borderColor: 'error.main' },
  priority: { color: '#4a148c', borderColor: 'secondary.main' },
  // The carrier asks questions and none were answered (a client that knows no screening): the office must ask them.
  'not-screened': { color: '#5d4037', borderColor: 'warning.main' },
};

/** On the server, or in the browser under a NextIntlClientProvider given `Staff.screeningOutcomes` (the list's table). */
export function ScreeningChip({ outcome }: { outcome: string }) {
  const t = useTranslations('Staff');
  if (!isScreeningOutcome(outcome) || outcome === 'not-asked') return null;
  return <Chip size="small" variant="outlined" label={t(`screeningOutcomes.${outcome}`)} sx={LOOK[outcome]} />;
}
