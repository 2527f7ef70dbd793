import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { requireStaff } from '@/lib/auth/staff-session';
import { serverConfig } from '@/lib/server/env';
import { findFailedDeliveries } from '@/lib/staff/find-failed-deliveries';
import { formatDateTime } from '@/lib/staff/format';

export const metadata: Metadata = { title: 'Webhooks — Driver Application staff', robots: { index: false } };

/**
 * Admins: the new-application notices (webhooks) the receiving system has not accepted yet. They keep being
 * retried on their own; this page tells the office that the other end is failing, and since when.
 */
export default async function WebhooksPage() {
  await requireStaff({ role: 'admin' });
  const webhook = serverConfig().webhook;
  const { rows, total } = await findFailedDeliveries();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1">New-application notices</Typography>
      <Typography color="text.secondary">
        {webhook
          ? // The host only: a webhook address can carry a token in its path or query.
            `Each new application is announced to ${new URL(webhook.url).host}. Notices that were not accepted are retried automatically, waiting longer after each failure (at most an hour).`
          : 'No webhook is configured (APPLICATION_WEBHOOK_URL), so new applications are not announced.'}
      </Typography>

      {rows.length === 0 ? (
        <Alert severity="success" variant="outlined">
          All new-application notices were delivered.
        </Alert>
      ) : (
        <>
          <Alert severity="warning" variant="outlined">
            {total === 1 ? '1 notice has' : `${total} notices have`} not been delivered yet
            {total > rows.length ? ` (the ${rows.length} newest are listed)` : ''}.
          </Alert>
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Undelivered notices">
                <TableHead>
                  <TableRow>
                    <TableCell>Application</TableCell>
                    <TableCell align="right">Attempts</TableCell>
                    <TableCell>Last result</TableCell>
                    <TableCell>Next attempt</TableCell>
                    <TableCell>Created</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        <Link href={`/staff/applications/${row.numberId}`}>No. {row.numberId}</Link>
                      </TableCell>
                      <TableCell align="right">{row.attempts}</TableCell>
                      <TableCell>
                        {row.lastError || (row.lastStatus === null ? '—' : `HTTP ${row.lastStatus}`)}
                      </TableCell>
                      <TableCell>
                        <time dateTime={row.nextAttemptAt.toISOString()}>{formatDateTime(row.nextAttemptAt)}</time>
                      </TableCell>
                      <TableCell>
                        <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        </>
      )}
    </Box>
  );
}
