'use client';

import { useState, type KeyboardEvent } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

const LINKS_ID = 'main-nav-links';

const links = [
  { label: 'Home', href: '/', isCurrent: (path: string) => path === '/' },
  {
    label: 'Application',
    href: '/application',
    isCurrent: (path: string) => path === '/application' || path.startsWith('/application/'),
  },
] as const;

export function NavBar() {
  const pathname = usePathname() ?? '';
  const [expanded, setExpanded] = useState(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      setExpanded(false);
      document.getElementById(`${LINKS_ID}-toggle`)?.focus();
    }
  };

  return (
    <AppBar position="static" elevation={0}>
      <Box component="nav" aria-label="Main" onKeyDown={closeOnEscape}>
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Typography
            component={NextLink}
            href="/"
            variant="h6"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              mr: 'auto',
              '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
            }}
          >
            <LocalShippingIcon aria-hidden />
            Driver Application
          </Typography>
          <IconButton
            id={`${LINKS_ID}-toggle`}
            color="inherit"
            aria-label="Menu"
            aria-expanded={expanded}
            aria-controls={LINKS_ID}
            onClick={() => setExpanded((open) => !open)}
            sx={{ display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component="ul"
            id={LINKS_ID}
            sx={{
              // Below 600px the list folds away behind the Menu button; from 600px up it is always shown.
              display: { xs: expanded ? 'flex' : 'none', sm: 'flex' },
              flexDirection: { xs: 'column', sm: 'row' },
              width: { xs: '100%', sm: 'auto' },
              gap: 0.5,
              listStyle: 'none',
              m: 0,
              p: 0,
              pb: { xs: 1, sm: 0 },
            }}
          >
            {links.map(({ label, href, isCurrent }) => {
              const current = isCurrent(pathname);
              return (
                <li key={href}>
                  <Button
                    component={NextLink}
                    href={href}
                    color="inherit"
                    aria-current={current ? 'page' : undefined}
                    onClick={() => setExpanded(false)}
                    sx={{
                      width: { xs: '100%', sm: 'auto' },
                      justifyContent: { xs: 'flex-start', sm: 'center' },
                      borderBottom: '2px solid',
                      borderColor: current ? 'common.white' : 'transparent',
                      borderRadius: { xs: 1, sm: 0 },
                      bgcolor: current ? 'rgba(255,255,255,0.12)' : undefined,
                    }}
                  >
                    {label}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Toolbar>
      </Box>
    </AppBar>
  );
}
