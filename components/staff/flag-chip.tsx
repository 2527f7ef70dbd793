import Chip from '@mui/material/Chip';

/**
 * The theme's warning, error and info colours are too light to read as text at a chip's size (WCAG AA): dark text of
 * the same hue on white, the border in the theme's colour. The words say it; colour only helps.
 */
const TEXT = { warning: '#7a3e00', error: '#8a1c1c', info: '#01579b', success: '#1b5e20', secondary: '#4a148c', caution: '#5d4037' } as const;

export type FlagTone = keyof typeof TEXT;

/** A small outlined badge of the staff area: the list's flags, the screening outcome, a question's rule. */
export function FlagChip({ tone, label, title, ariaLabel }: { tone: FlagTone; label: string; title?: string; ariaLabel?: string }) {
  // "caution" (not screened: the office must ask) is brown text within the warning's border.
  const border = tone === 'caution' ? 'warning.main' : `${tone}.main`;
  return <Chip size="small" variant="outlined" label={label} title={title} aria-label={ariaLabel} sx={{ color: TEXT[tone], borderColor: border }} />;
}
