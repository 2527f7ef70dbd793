import Box, { type BoxProps } from '@mui/material/Box';

/**
 * MUI's `<Stack spacing={n}>` (a column; every child after the first gets `spacing` above it, none below), written
 * with Box, whose code the page has anyway: Stack's own code (its responsive direction and spacing) is 1 KB that
 * step 1, part of the page's first script, does not need.
 */
export function Column({ spacing, children, sx, ...props }: BoxProps & { spacing: number }) {
  return (
    <Box
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          '& > :not(style):not(style)': { m: 0 },
          '& > :not(style) ~ :not(style)': { mt: spacing },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {children}
    </Box>
  );
}
