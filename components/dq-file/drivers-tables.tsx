import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListTable } from '@/components/staff/list-table';
import type { DriverRow } from '@/lib/dq-file/server/find-files';
import { DqStateChip } from './dq-state-chip';

/** On a phone the hire date gives way: the name, the state and the next due day are what the office scans for. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

async function DriverCell({ id, name, numberId }: { id: number; name: string; numberId: number | null }) {
  const t = await getTranslations('DqFile.list');
  return (
    <TableCell>
      <Link href={`/staff/drivers/${id}`}>{name}</Link>
      <Typography variant="body2" color="text.secondary">
        {numberId !== null ? t('application', { numberId }) : t('byHand')}
      </Typography>
    </TableCell>
  );
}

/** The drivers in employment, most urgent first, each with the state of the file and the next due day. */
export async function CurrentDriversTable({ rows, carrier }: { rows: DriverRow[]; carrier: string }) {
  const t = await getTranslations('DqFile');
  return (
    <ListTable label={t('list.tableLabel', { carrier })} columns={[t('list.driver'), t('list.state'), { label: t('list.hired'), sx: wideOnly }, t('list.nextDue')]}>
      {rows.map((row) => (
        <TableRow key={row.id}>
          <DriverCell id={row.id} name={row.driverName} numberId={row.numberId} />
          <TableCell>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <DqStateChip state={row.state} label={t(`states.${row.state}`)} />
              {row.reopened && <DqStateChip state="reopened" label={t('states.reopened')} />}
            </Box>
          </TableCell>
          <TableCell sx={wideOnly}>{row.hireDate}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.nextDue || '—'}</TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

type FormerRow = { id: number; driverName: string; numberId: number | null; hireDate: string; terminationDate: string; keptUntil: string };

/** The former drivers: when employment ended, and until when the file is kept (391.51(c)). */
export async function FormerDriversTable({ rows, carrier }: { rows: FormerRow[]; carrier: string }) {
  const t = await getTranslations('DqFile.list');
  return (
    <ListTable label={t('tableLabel', { carrier })} columns={[t('driver'), t('ended'), { label: t('hired'), sx: wideOnly }, t('keptUntil')]}>
      {rows.map((row) => (
        <TableRow key={row.id}>
          <DriverCell id={row.id} name={row.driverName} numberId={row.numberId} />
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.terminationDate}</TableCell>
          <TableCell sx={wideOnly}>{row.hireDate}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.keptUntil}</TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
