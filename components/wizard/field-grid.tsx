import Box, { type BoxProps } from '@mui/material/Box';

/** One column on phones, two from 600px up: the layout every step's inputs share. */
export function FieldGrid({ children, sx, ...props }: BoxProps) {
  return (
    <Box
      sx={[
        { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {children}
    </Box>
  );
}
