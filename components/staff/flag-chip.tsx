import Chip from '@mui/material/Chip';

/**
 * The theme's warning, error and info colours are too light to read as text at a chip's size (WCAG AA): dark text of
 * the same hue on white, the border in the theme's colour. The words say it; colour only helps.
 */
const TONES = {
  warning: { color: '#7a3e00', borderColor: 'warning.main' },
  error: { color: '#8a1c1c', borderColor: 'error.main' },
  info: { color: '#01579b', borderColor: 'info.main' },
  success: { color: '#1b5e20', borderColor: 'success.main' },
  secondary: { color: '#4a148c', borderColor: 'secondary.main' },
  caution: { color: '#5d4037', borderColor: 'warning.main' },
} as const;

export type FlagTone = keyof typeof TONES;

/** A small outlined badge of the staff area: the list's flags, the screening outcome, a question's rule. */
export function FlagChip({ tone, label, title, ariaLabel }: { tone: FlagTone; label: string; title?: string; ariaLabel?: string }) {
  return <Chip size="small" variant="outlined" label={label} title={title} aria-label={ariaLabel} sx={TONES[tone]} />;
}
