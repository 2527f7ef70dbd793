import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListTable } from '@/components/staff/list-table';
import { RetryDeliveryButton } from '@/components/staff/retry-delivery-button';
import { requireStaff } from '@/lib/auth/staff-session';
import { serverConfig } from '@/lib/server/env';
import { isDeliveryKind } from '@/lib/server/outbox/delivery-kinds';
import { findFailedDeliveries, type FailedDelivery } from '@/lib/staff/find-failed-deliveries';
import { formatDateTime } from '@/lib/staff/format';

export const metadata: Metadata = { title: 'Deliveries — Driver Application staff', robots: { index: false } };

const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

const attemptsText = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

const lastResult = (row: FailedDelivery) =>
  row.lastError || (row.lastStatus === null ? '—' : row.kind === 'webhook' ? `HTTP ${row.lastStatus}` : `SMTP ${row.lastStatus}`);

/**
 * Admins: the notices about new applications (the webhook, the office's mail, the applicant's receipt) that their
 * receiving end has not accepted yet, side by side. They keep being retried on their own; this page tells the office
 * that the other end is failing, and since when, and lets an admin send one again at once.
 */
export default async function DeliveriesPage() {
  await requireStaff({ role: 'admin' });
  const { webhook, mail } = serverConfig();
  const { rows, total } = await findFailedDeliveries();
  const pending = rows.filter((row) => !row.deliveredAt).length;
  const t = await getTranslations('Staff');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1">Deliveries</Typography>
      <Typography color="text.secondary">
        {webhook
          ? // The host only: a webhook address can carry a token in its path or query.
            `Each new application is announced to ${new URL(webhook.url).host} (webhook). `
          : 'No webhook is configured (APPLICATION_WEBHOOK_URL). '}
        {mail
          ? `Mail goes out through ${new URL(mail.smtpUrl).hostname}: a notice to the office and a receipt to applicants who gave an email. `
          : 'No mail server is configured (SMTP_URL), so no mail is sent. '}
        Notices that were not accepted are retried automatically, waiting longer after each failure (at most an hour).
      </Typography>

      {rows.length === 0 ? (
        <Alert severity="success" variant="outlined">
          All new-application notices were delivered.
        </Alert>
      ) : (
        <>
          <Alert severity="warning" variant="outlined">
            {pending === 1 ? '1 notice has' : `${pending} notices have`} not been delivered yet
            {rows.length > pending ? `; ${rows.length - pending} delivered mail(s) were refused for some recipients` : ''}
            {total > rows.length ? ` (the ${rows.length} newest are listed)` : ''}.
          </Alert>
          <ListTable label="Undelivered notices" columns={['Notice', { label: 'Sent to', sx: wideOnly }, 'Last result', { label: 'Attempts', sx: wideOnly, align: 'right' }, { label: 'Next attempt', sx: wideOnly }, { label: 'Created', sx: wideOnly }, { label: '', sx: wideOnly }]}>
              {rows.map((row) => {
                const label = isDeliveryKind(row.kind) ? t(`deliveryKinds.${row.kind}`) : row.kind;
                const sentTo = row.recipients ? row.recipients.split(',').join(', ') : webhook ? new URL(webhook.url).host : '—';
                const retry = !row.deliveredAt && (
                  <RetryDeliveryButton id={row.id} label={row.numberId === null ? `Retry the ${label} now` : `Retry the ${label} of No. ${row.numberId} now`} />
                );
                return (
                  <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      {label}
                      {row.numberId !== null && (
                        <>
                          <br />
                          <Link href={`/staff/applications/${row.numberId}`}>No. {row.numberId}</Link>
                        </>
                      )}
                      {/* On a phone the recipients sit here rather than in a column of their own. */}
                      <Box sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary', overflowWrap: 'anywhere', mt: 0.5 }}>
                        {sentTo}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ ...wideOnly, overflowWrap: 'anywhere' }}>{sentTo}</TableCell>
                    <TableCell>
                      {lastResult(row)}
                      {/* On a phone the attempts, the next try and the button sit here instead of in their own columns. */}
                      <Box sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary', mt: 0.5 }}>
                        {row.deliveredAt ? 'Delivered to the others' : `${attemptsText(row.attempts)}; next ${formatDateTime(row.nextAttemptAt)}`}
                        {retry && <Box sx={{ mt: 1 }}>{retry}</Box>}
                      </Box>
                    </TableCell>
                    <TableCell sx={wideOnly} align="right">{row.attempts}</TableCell>
                    <TableCell sx={wideOnly}>
                      {row.deliveredAt ? (
                        'Delivered to the others'
                      ) : (
                        <time dateTime={row.nextAttemptAt.toISOString()}>{formatDateTime(row.nextAttemptAt)}</time>
                      )}
                    </TableCell>
                    <TableCell sx={wideOnly}>
                      <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
                    </TableCell>
                    <TableCell sx={wideOnly} align="right">{retry}</TableCell>
                  </TableRow>
                );
              })}
          </ListTable>
        </>
      )}
    </Box>
  );
}
