import Link from '@mui/material/Link';

/** Lets keyboard and screen-reader users jump past the navigation bar; visible only while focused. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
