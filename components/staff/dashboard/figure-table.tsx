import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CopyTableButton } from './copy-table-button';

const numberCell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A chart's numbers as a table: what a screen reader reads, what a person copies into a spreadsheet. The first
 * column names each row (a row header); the other cells are right-aligned numbers or short texts.
 */
export function FigureTable({
  caption,
  head,
  rows,
  rowHeaderNoWrap = false,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  /** Keeps short row names (dates) on one line; long ones (step titles) wrap. */
  rowHeaderNoWrap?: boolean;
}) {
  const formatted = (cell: string | number) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell);
  return (
    <Box>
      {/* A wide table (many weeks or sources) scrolls sideways in its box: focusable, so a keyboard can scroll it too. */}
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={caption}>
        <Table size="small" sx={{ '& caption': { captionSide: 'top', p: 0, pb: 0.5, color: 'text.secondary' } }}>
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              {head.map((cell, index) => (
                <TableCell key={cell} scope="col" align={index === 0 ? 'left' : 'right'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={String(row[0])}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <TableCell key={index} component="th" scope="row" sx={rowHeaderNoWrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {formatted(cell)}
                    </TableCell>
                  ) : (
                    <TableCell key={index} align="right" sx={numberCell}>
                      {formatted(cell)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CopyTableButton rows={[head, ...rows]} label={caption} />
    </Box>
  );
}
