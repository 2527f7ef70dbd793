'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffFetch } from '@/lib/staff/staff-fetch';
import { waitText } from '@/lib/wait-text';

const FAILURE_MESSAGES: Record<number, string> = {
  // One message for an unknown email and a wrong password: the form must not tell which accounts exist.
  401: 'The email or password is not correct.',
  403: 'The email or password is not correct.',
};

/** `returnTo`: a staff path, already checked by the page (lib/auth/return-path.ts). */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await staffFetch('/api/auth/sign-in/email', { body: { email: email.trim(), password } });
      if (response.ok) {
        // A full load, so every server component renders with the new session.
        window.location.assign(returnTo);
        return;
      }
      setError(
        response.status === 429
          ? `Too many sign-in attempts. Wait ${waitText(response.headers.get('retry-after'))}, then try again.`
          : (FAILURE_MESSAGES[response.status] ?? 'Signing in is not possible right now. Please try again.'),
      );
    } catch {
      setError('No connection to the server. Check the network and try again.');
    }
    setBusy(false);
  };

  return (
    // method="post": should the form ever be sent before the script runs, nothing typed lands in a URL.
    <Stack component="form" method="post" spacing={2} onSubmit={signIn} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        fullWidth
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={busy} disabled={!email || !password}>
        Sign in
      </Button>
    </Stack>
  );
}
