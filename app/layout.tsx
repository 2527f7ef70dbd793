import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Container from '@mui/material/Container';
import { NavBar } from '@/components/nav-bar';
import { SkipLink } from '@/components/skip-link';
import { theme } from '@/components/theme';

export const metadata: Metadata = {
  title: 'Driver Application',
  description: 'Apply for a commercial driver (CDL) job.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1550a3',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <AppRouterCacheProvider>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <SkipLink />
            <NavBar />
            <Container
              component="main"
              id="main"
              tabIndex={-1}
              maxWidth="md"
              sx={{ py: { xs: 2, sm: 4 }, outline: 'none' }}
            >
              {children}
            </Container>
          </ThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
