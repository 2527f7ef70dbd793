import { logFailure } from '@/lib/server/http/log-failure';
import { connection } from 'next/server';
import { secretLinkMetadata } from '@/lib/i18n/server/secret-link-metadata';
import { getLocale, getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyGate } from '@/components/applicant-copy/copy-gate';
import { DOWNLOADS_PER_LINK } from '@/lib/applicant-copy/server/copy-downloads';
import { findCopyLink, type LiveCopyLink } from '@/lib/applicant-copy/server/copy-link';

/**
 * The applicant's copy: /copy/{token}, the link of the confirmation after Finish and of the receipt mail. The page
 * holds nothing of the application. It says at once when the link is unknown or expired; otherwise it asks for the
 * date of birth, and only the right one (POSTed to /api/applicant-copy) brings the PDF. next.config.mjs answers it
 * with Referrer-Policy: no-referrer and Cache-Control: no-store.
 */
export const generateMetadata = secretLinkMetadata(async () => (await getTranslations('Copy'))('pageTitle'));

export default async function CopyPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const [t, tApi, locale] = await Promise.all([getTranslations('Copy'), getTranslations('CopyApi'), getLocale()]);
  let link: LiveCopyLink | null | 'unavailable';
  try {
    link = await findCopyLink(token);
  } catch (error) {
    logFailure('copy', 'database', error);
    link = 'unavailable';
  }
  if (link === null || link === 'unavailable') {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography variant="h1">{t('title')}</Typography>
        <Alert severity={link === null ? 'info' : 'warning'}>{link === null ? t('unknown') : t('unavailable')}</Alert>
      </Stack>
    );
  }
  const texts = {
    title: t('title'),
    intro: t('intro'),
    dobLabel: t('dobLabel'),
    dobPlaceholder: t('dobPlaceholder'),
    dobFormat: tApi('dobFormat'),
    download: t('download'),
    downloaded: Array.from({ length: DOWNLOADS_PER_LINK + 1 }, (_, downloadsLeft) => t('downloaded', { downloadsLeft })),
    // The date goes in in the browser, in the reader's own time zone.
    validUntil: t('validUntil', { date: '{date}' }),
    failed: t('failed'),
    offline: t('offline'),
    fileIntro: t('fileIntro'),
    downloadFile: t('downloadFile'),
  };
  return <CopyGate token={token} expiresAt={link.expiresAt.toISOString()} locale={locale} texts={texts} />;
}
