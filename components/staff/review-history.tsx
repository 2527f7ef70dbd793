import { useTranslations } from 'next-intl';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { applicationStatusLabel } from '@/lib/staff/status';
import { formatDateTime } from '@/lib/staff/format';

export type ReviewHistoryEntry = {
  id: number;
  createdAt: Date;
  staffName: string;
  fromStatus: string;
  toStatus: string;
  note: string;
};

/** Every status change and note, oldest first, with who and when. */
export function ReviewHistory({ entries }: { entries: readonly ReviewHistoryEntry[] }) {
  const t = useTranslations('Staff');
  if (entries.length === 0) {
    return <Typography color="text.secondary">No status changes or notes yet.</Typography>;
  }
  return (
    <List dense aria-label="Review history" disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters divider alignItems="flex-start">
          <ListItemText
            primary={
              entry.fromStatus === entry.toStatus
                ? 'Note'
                : `${applicationStatusLabel(t, entry.fromStatus)} → ${applicationStatusLabel(t, entry.toStatus)}`
            }
            secondary={
              <>
                <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap' }} color="text.primary">
                  {entry.note}
                </Typography>
                {entry.staffName} · {formatDateTime(entry.createdAt)}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
