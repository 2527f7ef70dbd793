'use client';

import NextLink from 'next/link';
import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A MUI Button that navigates with Next's client-side router. It must be a client component: a server component
 * cannot hand the Link component (a function) to MUI's Button as its `component` prop.
 */
export function LinkButton(props: ButtonProps<typeof NextLink>) {
  return <Button component={NextLink} {...props} />;
}
