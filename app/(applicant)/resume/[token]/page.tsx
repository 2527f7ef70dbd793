import { connection } from 'next/server';
import { secretLinkMetadata } from '@/lib/i18n/server/secret-link-metadata';
import { getTranslations } from 'next-intl/server';
import { ResumeGate } from '@/components/drafts/resume-gate';
import { WizardIntlProvider } from '@/components/wizard/wizard-intl-provider';
import { UnknownDraft } from '@/components/drafts/unknown-draft';
import { findResumableDraft } from '@/lib/drafts/server/find-resumable-draft';
import { wizardFacts } from '@/lib/screening/server/wizard-screening';

/**
 * The resume link of a saved application: /resume/{token}. The page holds no answer. It says at once when the link
 * is unknown or expired; otherwise it asks for the date of birth, and only the right one brings the answers (a POST
 * to /api/drafts/open). next.config.mjs answers it with Referrer-Policy: no-referrer and Cache-Control: no-store.
 */
export const generateMetadata = secretLinkMetadata(async () => (await getTranslations('Resume'))('pageTitle'));

export default async function ResumePage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const draft = await findResumableDraft(token);
  if (draft.kind !== 'found') {
    const t = await getTranslations('Resume');
    const texts = { title: t('title'), unknown: t('unknown'), unavailable: t('unavailable'), startNew: t('startNew') };
    return <UnknownDraft unavailable={draft.kind === 'unavailable'} texts={texts} />;
  }
  const { carrierName, facts } = await wizardFacts(draft.compCode);
  return (
    <WizardIntlProvider>
      <ResumeGate token={token} compCode={draft.compCode} carrierName={carrierName} facts={facts} />
    </WizardIntlProvider>
  );
}
