import { useTranslations } from 'next-intl';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { applicationStatusLabel, type ApplicationStatus } from '@/lib/staff/status';

/** Colour says where an application stands at a glance; the label says it in words (colour is never the only cue). */
const LOOK: Record<ApplicationStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  new: { color: 'primary', variant: 'filled' },
  // Not 'warning': MUI's orange on white is 3:1, below the 4.5:1 small text needs; the theme's secondary passes.
  in_review: { color: 'secondary', variant: 'outlined' },
  hired: { color: 'success', variant: 'filled' },
  not_hired: { color: 'default', variant: 'outlined' },
  withdrawn: { color: 'default', variant: 'outlined' },
};

/** On the server, or in the browser under StaffIntlProvider (the list's table). */
export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const t = useTranslations('Staff');
  const look = LOOK[status as ApplicationStatus] ?? { color: 'default', variant: 'outlined' };
  return <Chip label={applicationStatusLabel(t, status)} size={size} {...look} />;
}
