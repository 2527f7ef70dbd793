/**
 * The app's colours and font, in one place: the MUI theme (components/theme.ts) of the wizard and the staff area,
 * the plain pages' CSS (components/plain-styles.ts) that reproduces it without MUI, and the browser's theme colour
 * (app/layout.tsx). components/brand.test.ts checks that the three agree.
 */
export const COLOURS = {
  primary: '#1550a3',
  /** MUI's primary.dark for that primary (darkened by 0.3): a contained button's hover. */
  primaryDark: 'rgb(14, 56, 114)',
  /** The primary at 40%: the underline of a link (MUI's Link, underline="always"). */
  primaryUnderline: 'rgba(21, 80, 163, 0.4)',
  secondary: '#c2410c',
  /** The page behind the content. */
  background: '#f6f7f9',
  /** Cards, dialogs, the printed page. */
  paper: '#fff',
  /** Text and icons on the primary colour. */
  onPrimary: '#fff',
  text: 'rgba(0, 0, 0, 0.87)',
} as const;

/**
 * The system font stack instead of a web font: the app must work with no network access and should paint text
 * immediately on slow phone connections.
 */
export const FONT_FAMILY = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(', ');
