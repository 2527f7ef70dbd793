import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Container, { type ContainerProps } from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

/** The staff area's frame: a bar that says where you are (with whatever the page puts in it) and the page. */
export function StaffFrame({
  children,
  bar,
  maxWidth = 'lg',
}: {
  children: ReactNode;
  bar?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
}) {
  return (
    <>
      <AppBar position="static" elevation={0} sx={{ bgcolor: "grey.900" }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Typography component="p" sx={{ fontWeight: 700, mr: 2 }}>
            Driver Application · Staff
          </Typography>
          {bar}
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" tabIndex={-1} maxWidth={maxWidth} sx={{ py: { xs: 2, sm: 3 }, outline: 'none' }}>
        {children}
      </Container>
    </>
  );
}
