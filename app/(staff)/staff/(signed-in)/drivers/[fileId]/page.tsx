import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AddItemForm } from '@/components/dq-file/add-item-form';
import { DqItemActions } from '@/components/dq-file/dq-item-actions';
import { DqStateChip } from '@/components/dq-file/dq-state-chip';
import { TerminateForm } from '@/components/dq-file/terminate-form';
import { requireStaff } from '@/lib/auth/staff-session';
import { dayIn, isDay } from '@/lib/dq-file/due-rules';
import { isDqItemKind } from '@/lib/dq-file/item-kinds';
import { applicationLinks } from '@/lib/dq-file/server/application-links';
import { findDqFile, settingsOfFile } from '@/lib/dq-file/server/find-files';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { recordAuditEvent } from '@/lib/server/audit/record-event';

export const metadata: Metadata = { title: 'DQ file — Driver Application staff', robots: { index: false } };

type Props = { params: Promise<{ fileId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /staff/drivers/{file}: one driver's qualification file: the checklist with each item's standing in the carrier's
 * calendar (or `?asOf=` another day), what was recorded and by whom, the documents, and the actions. Audited.
 */
export default async function DqFilePage({ params, searchParams }: Props) {
  const staff = await requireStaff();
  const fileId = parseNumberId((await params).fileId);
  const asOf = (await searchParams).asOf;
  const settings = fileId === null ? null : await settingsOfFile(fileId);
  if (fileId === null || !settings) notFound();
  const today = dayIn(settings.timeZone);
  const day = typeof asOf === 'string' && isDay(asOf) ? asOf : today;
  const file = await findDqFile(fileId, day);
  if (!file) notFound();
  await recordAuditEvent({ action: 'dq-file-viewed', ...(file.numberId !== null && { numberId: file.numberId }), detail: { fileId } }, staff, staff.facts);
  const t = await getTranslations('DqFile');
  const messages = (await getMessages()) as { DqFile: Record<string, unknown> };
  const itemName = (kind: string, subject: string) => (kind === 'mvr' && subject ? t('mvrState', { state: subject }) : isDqItemKind(kind) ? t(`kinds.${kind}`) : kind);
  const terminated = file.terminationDate !== '';
  const links = await applicationLinks(file.numberId);
  // What the application already holds for an item: its 391.23 inquiries, its limited-query consent, its medical card.
  const linked = (kind: string): { text: string; href: string } | null => {
    if (!links || file.numberId === null) return null;
    const application = `/staff/applications/${file.numberId}`;
    if (kind === 'medical' && links.medicalCardId) return { text: t('file.medicalCardDocument'), href: `${application}/documents/${links.medicalCardId}` };
    if (kind === 'inquiries') {
      const { total, answered, withEffort } = links.inquiries;
      return { text: t('file.inquiriesStatus', { total, answered, efforts: withEffort }), href: application };
    }
    if (kind === 'clearinghouse-annual') {
      const text = links.limitedQueryConsentAt ? t('file.consentOnFile', { day: links.limitedQueryConsentAt.toISOString().slice(0, 10) }) : t('file.noConsent');
      return { text, href: application };
    }
    return null;
  };

  return (
    <NextIntlClientProvider messages={{ DqFile: messages.DqFile }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Link href={`/staff/drivers?compCode=${encodeURIComponent(file.companyCode)}`}>
          {t('file.back')}
        </Link>
        <Typography variant="h1">{t('file.title', { driver: file.driverName })}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {terminated ? <DqStateChip state="terminated" label={t('states.terminated')} /> : <DqStateChip state={file.state} label={t(`states.${file.state}`)} />}
          {file.reopenedAt && <DqStateChip state="reopened" label={t('states.reopened')} />}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="outlined" href={`/staff/drivers/${file.id}/pdf`}>
            {t('file.pdf')}
          </Button>
        </Box>
        {file.reopenedAt && <Alert severity="warning" variant="outlined">{t('file.reopened')}</Alert>}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 0.5, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 } }, '& dt': { color: 'text.secondary' } }}>
          <dt>{t('file.carrier')}</dt>
          <dd>{file.companyCode}</dd>
          <dt>{t('file.hireDate')}</dt>
          <dd>{file.hireDate}</dd>
          {terminated && (
            <>
              <dt>{t('file.terminationDate')}</dt>
              <dd>
                {file.terminationDate} · {t('file.keptUntil', { day: file.keptUntil })}
              </dd>
            </>
          )}
          <dt>{t('file.application')}</dt>
          <dd>
            {file.numberId !== null ? (
              <Link href={`/staff/applications/${file.numberId}`}>
                {t('file.openApplication', { numberId: file.numberId })}
              </Link>
            ) : (
              t('list.byHand')
            )}
          </dd>
        </Box>

        <Typography variant="h2">{t('file.items')}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {file.items.map((item) => {
            const name = itemName(item.kind, item.subject);
            const link = linked(item.kind);
            return (
              <Paper component="li" variant="outlined" key={item.id} sx={{ p: 1.5, display: 'grid', gap: 1 }} aria-labelledby={`item-${item.id}`}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography id={`item-${item.id}`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                    {name}
                  </Typography>
                  <DqStateChip state={item.standing} label={t(`standings.${item.standing}`)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {[
                    item.status === 'pending' && item.dueOn ? t('file.due', { day: item.dueOn }) : '',
                    item.doneOn ? t('file.doneOn', { day: item.doneOn }) : '',
                    item.expiresOn ? t('file.expires', { day: item.expiresOn }) : '',
                    item.result ? t(`results.${item.result as 'see-file'}`) : '',
                    item.recordedByName && item.status !== 'pending' ? t('file.recordedBy', { name: item.recordedByName }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {link && (
                  <Typography variant="body2">
                    <Link href={link.href}>{link.text}</Link>
                  </Typography>
                )}
                {item.reason && <Typography variant="body2">{t('file.reason', { reason: item.reason })}</Typography>}
                {item.notes && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{item.notes}</Typography>}
                {item.documents.length > 0 && (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`${t('file.documents')}: ${name}`}>
                    {item.documents.map((document, index) => (
                      <li key={document.id}>
                        <Link href={`/staff/drivers/${file.id}/documents/${document.id}`} target="_blank" rel="noopener">
                          {t('file.viewDocument', { name: t('file.documentName', { index: index + 1 }) })}
                        </Link>{' '}
                        ({document.mediaType === 'application/pdf' ? 'PDF' : 'JPEG'}, {Math.max(1, Math.round(document.byteSize / 1024))} KB)
                      </li>
                    ))}
                  </Box>
                )}
                {isDqItemKind(item.kind) && (
                  <DqItemActions
                    fileId={file.id}
                    itemName={name}
                    today={today}
                    isAdmin={staff.role === 'admin'}
                    item={{ id: item.id, kind: item.kind, status: item.status, doneOn: item.doneOn, expiresOn: item.expiresOn, result: item.result, notes: item.notes, reason: item.reason }}
                  />
                )}
              </Paper>
            );
          })}
        </Box>

        <Paper variant="outlined" component="section" aria-labelledby="add-item" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Typography id="add-item" variant="h2">
            {t('file.addItem')}
          </Typography>
          <AddItemForm fileId={file.id} />
        </Paper>
        {!terminated && (
          <Paper variant="outlined" component="section" aria-labelledby="terminate" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Typography id="terminate" variant="h2">
              {t('file.terminate')}
            </Typography>
            <TerminateForm fileId={file.id} today={today} />
          </Paper>
        )}
      </Box>
    </NextIntlClientProvider>
  );
}

