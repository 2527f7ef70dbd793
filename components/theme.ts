'use client';

import { createTheme } from '@mui/material/styles';
import { COLOURS, FONT_FAMILY } from './brand';

export const theme = createTheme({
  // No CSS variables: building them is the longest task of the wizard's start-up on a phone, they add a block of
  // :root declarations to every page, and nothing reads them. The pages render the same; the light colour scheme
  // they declared is in components/plain-styles.ts.
  cssVariables: false,
  palette: {
    primary: { main: COLOURS.primary, dark: COLOURS.primaryDark, contrastText: COLOURS.onPrimary },
    secondary: { main: COLOURS.secondary },
    background: { default: COLOURS.background, paper: COLOURS.paper },
    text: { primary: COLOURS.text },
  },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontSize: 'clamp(1.4rem, 1.1rem + 1.5vw, 1.75rem)', fontWeight: 600 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    // Applicants who asked their device for less motion get steps that open and dialogs that appear at once.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // Phones: a narrower indent leaves the fields more room beside the step line.
    MuiStepContent: {
      styleOverrides: {
        root: ({ theme: t }) => ({ [t.breakpoints.down('sm')]: { paddingLeft: 14, paddingRight: 0 } }),
      },
    },
  },
});
