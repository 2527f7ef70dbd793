import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ListTable } from '@/components/staff/list-table';
import type { UnfinishedRow } from '@/lib/drafts/server/find-unfinished';
import { formatDateTime } from '@/lib/staff/format';

const Time = ({ at }: { at: Date }) => <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>;

/** The unfinished applications: who, how to reach them, how far they got, and when. */
export function UnfinishedTable({ rows, pastTheEnd = false }: { rows: UnfinishedRow[]; pastTheEnd?: boolean }) {
  if (rows.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        {pastTheEnd ? 'This page is past the end of the list.' : 'No unfinished applications.'}
      </Alert>
    );
  }
  return (
    <ListTable label="Unfinished applications" columns={['Name', 'Phone', 'Email', 'Company code', 'Last step completed', 'Documents', 'Started', 'Last saved', 'Expires']}>
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            <TableCell>
              <Link href={`/staff/unfinished/${row.id}`}>{row.name || 'Unnamed applicant'}</Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {row.phone ? <Link href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</Link> : '—'}
            </TableCell>
            <TableCell>{row.email || '—'}</TableCell>
            <TableCell>{row.compCode}</TableCell>
            <TableCell>{row.lastStepDone}</TableCell>
            <TableCell>{row.documents || 'None'}</TableCell>
            <TableCell>
              <Time at={row.startedAt} />
            </TableCell>
            <TableCell>
              <Time at={row.savedAt} />
            </TableCell>
            <TableCell>
              <Time at={row.expiresAt} />
            </TableCell>
          </TableRow>
        ))}
    </ListTable>
  );
}
