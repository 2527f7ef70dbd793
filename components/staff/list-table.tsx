import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

/** A column's heading; `sx` hides a column on a phone, as its cells do. An empty label heads a column of buttons. */
export type ListColumn = string | { label: string; sx?: SxProps<Theme>; align?: 'right' };

/**
 * A list of the staff area: an outlined, compact table that scrolls sideways on a narrow screen rather than
 * squeezing its columns. `children` are the body's rows.
 */
export function ListTable({ label, columns, children }: { label: string; columns: ListColumn[]; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <TableCell key={index}>{column}</TableCell>
              ) : (
                <TableCell key={index} sx={column.sx} align={column.align}>
                  {column.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
