import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/Delete';
import type { WorkEntry } from '@/lib/applicant/schema';

export type WorkEntryTableProps = {
  entries: readonly WorkEntry[];
  onDelete: (id: string | undefined) => void;
};

/** The employers added so far; three narrow columns, so it fits a 360px phone as a plain table. */
export function WorkEntryTable({ entries, onDelete }: WorkEntryTableProps) {
  return (
    <Table size="small" aria-label="Employers added">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 40 }}>#</TableCell>
          <TableCell>Employer</TableCell>
          {/* No title over the delete buttons (each names its employer); a td, since a header must not be empty. */}
          <TableCell component="td" sx={{ width: 56 }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={entry.id ?? index}>
            <TableCell>{index + 1}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.employer1}</TableCell>
            <TableCell padding="none" align="center">
              <IconButton aria-label={`Delete employer ${entry.employer1}`} onClick={() => onDelete(entry.id)}>
                <DeleteIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
