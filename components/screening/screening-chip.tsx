import { useTranslations } from 'next-intl';
import { FlagChip, type FlagTone } from '@/components/staff/flag-chip';
import { isScreeningOutcome, type ScreeningOutcome } from '@/lib/screening/questions';

/** The list's badge of what the carrier's screening questions gave; none where the page asked no question. */
const TONE: Record<Exclude<ScreeningOutcome, 'not-asked'>, FlagTone> = {
  meets: 'success',
  'does-not-meet': 'error',
  priority: 'secondary',
  // The carrier asks questions and none were answered (a client that knows no screening): the office must ask them.
  'not-screened': 'caution',
};

/** On the server, or in the browser under StaffIntlProvider (the list's table). */
export function ScreeningChip({ outcome }: { outcome: string }) {
  const t = useTranslations('Staff');
  if (!isScreeningOutcome(outcome) || outcome === 'not-asked') return null;
  return <FlagChip tone={TONE[outcome]} label={t(`screeningOutcomes.${outcome}`)} />;
}
