import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Unfinished applications">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Company code</TableCell>
              <TableCell>Last step completed</TableCell>
              <TableCell>Documents</TableCell>
              <TableCell>Started</TableCell>
              <TableCell>Last saved</TableCell>
              <TableCell>Expires</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
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
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
