import Chip, { type ChipProps } from '@mui/material/Chip';
import type { DqFileState, DqItemStanding } from '@/lib/dq-file/item-kinds';

/**
 * A driver's state or an item's standing: the label says it in words, the colour at a glance (never the only cue).
 * The label comes translated from the page. Not 'warning' orange: 3:1 on white, under what small text needs.
 */
const LOOK: Record<DqFileState | DqItemStanding | 'terminated' | 'reopened', Pick<ChipProps, 'color' | 'variant'>> = {
  'not-cleared': { color: 'error', variant: 'filled' },
  overdue: { color: 'error', variant: 'outlined' },
  'due-soon': { color: 'secondary', variant: 'outlined' },
  qualified: { color: 'success', variant: 'filled' },
  done: { color: 'success', variant: 'outlined' },
  'not-applicable': { color: 'default', variant: 'outlined' },
  pending: { color: 'default', variant: 'outlined' },
  terminated: { color: 'default', variant: 'filled' },
  reopened: { color: 'secondary', variant: 'filled' },
};

export function DqStateChip({ state, label }: { state: keyof typeof LOOK; label: string }) {
  return <Chip label={label} size="small" {...LOOK[state]} />;
}
