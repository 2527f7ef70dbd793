import { connection } from 'next/server';
import { secretLinkMetadata } from '@/lib/i18n/server/secret-link-metadata';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reminderState } from '@/lib/drafts/server/draft-reminders';
import { logFailure } from '@/lib/server/http/log-failure';

/**
 * /reminders/stop/{token}: the link "Stop them here" of a saved application's reminder. Opening it stops nothing (a
 * mail scanner opens every link); its button posts to the stop address (app/api/drafts/reminders/stop), which sends
 * the browser back here to read that they are stopped. Holds nothing of the application. next.config.mjs answers it
 * with Referrer-Policy: no-referrer and Cache-Control: no-store.
 */
export const generateMetadata = secretLinkMetadata(async () => (await getTranslations('ReminderStop'))('title'));

export default async function ReminderStopPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const t = await getTranslations('ReminderStop');
  let state: Awaited<ReturnType<typeof reminderState>> | 'unavailable';
  try {
    state = await reminderState(token);
  } catch (error) {
    logFailure('reminders', 'database', error);
    state = 'unavailable';
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">{t('title')}</Typography>
      {state === 'running' ? (
        <>
          <Typography>{t('intro')}</Typography>
          <form method="post" action={`/api/drafts/reminders/stop/${encodeURIComponent(token)}?then=page`}>
            <Button type="submit" variant="contained">
              {t('button')}
            </Button>
          </form>
        </>
      ) : (
        <Alert severity={state === 'stopped' ? 'success' : 'info'} role="status">
          {state === 'stopped' ? t('stopped') : state === 'gone' ? t('gone') : t('unknown')}
        </Alert>
      )}
    </Stack>
  );
}
