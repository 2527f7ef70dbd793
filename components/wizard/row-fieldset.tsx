import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type RowFieldsetProps = {
  legend: string;
  /** CSS grid columns from 900px up; below that the row wraps into two columns. */
  desktopColumns: string;
  children: ReactNode;
};

/**
 * One row of a table-like step (an accident, a conviction, a kind of equipment) as a titled card: the cells sit
 * side by side on wide screens and wrap on phones, so nothing ever scrolls sideways.
 */
export function RowFieldset({ legend, desktopColumns, children }: RowFieldsetProps) {
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: { xs: 1.5, sm: 2 },
        pt: 0.5,
        pb: 2,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: desktopColumns },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A grid cell that takes the full row on phones (long free-text answers). */
export function WideCell({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: wide ? '1 / -1' : 'auto', md: 'auto' }, minWidth: 0 }}>{children}</Box>;
}
