import { connection } from 'next/server';
import { secretLinkMetadata } from '@/lib/i18n/server/secret-link-metadata';
import { getTranslations } from 'next-intl/server';
import { ResumeGate } from '@/components/drafts/resume-gate';
import { WizardIntlProvider } from '@/components/wizard/wizard-intl-provider';
import { UnknownDraft } from '@/components/drafts/unknown-draft';
import { findReuseLink } from '@/lib/reuse/server/reuse-link';
import { wizardFacts } from '@/lib/screening/server/wizard-screening';

/**
 * The mailed link of "Start from your last application": /reuse/{token}. The page holds no answer: it asks for the date
 * of birth of that application, and only the right one brings its answers, as a new saved draft for the carrier the
 * link was asked from (POST /api/reuse/open); then the SSN, as a resumed draft does. next.config.mjs answers it with
 * Referrer-Policy: no-referrer and Cache-Control: no-store.
 */
export const generateMetadata = secretLinkMetadata(async () => (await getTranslations('Reuse'))('title'));

export default async function ReusePage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const link = /^[A-Za-z0-9_-]{43}$/.test(token) ? await findReuseLink(token).catch(() => null) : null;
  if (!link) {
    const [t, reuse] = await Promise.all([getTranslations('Resume'), getTranslations('Reuse')]);
    const texts = { title: reuse('title'), unknown: reuse('linkUnknown'), unavailable: t('unavailable'), startNew: t('startNew') };
    return <UnknownDraft unavailable={false} texts={texts} />;
  }
  // The new carrier's own questions, asked afresh: the earlier carrier's answers are never carried.
  const { carrierName, facts } = await wizardFacts(link.compCode);
  return (
    <WizardIntlProvider>
      <ResumeGate token={token} compCode={link.compCode} carrierName={carrierName} facts={facts} reuse />
    </WizardIntlProvider>
  );
}
