import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConsentSettingsForm } from '@/components/consents/consent-settings-form';
import { ConsentTextForm } from '@/components/consents/consent-text-form';
import { requireStaff } from '@/lib/auth/staff-session';
import { companyCodeFromRoute } from '@/lib/applicant/company-code';
import { findCompany } from '@/lib/companies/companies';
import type { ConsentText } from '@/lib/consents/consent-text';
import { REPLACEABLE_CONSENTS } from '@/lib/consents/consent-settings-input';
import { agencyNamed, carrierConsentSetup, carrierTextHistory, currentCarrierTexts } from '@/lib/consents/server/carrier-consents';
import type { CarrierWording } from '@/lib/consents/shown-consent';
import { CONSENT_TEXTS } from '@/lib/consents/texts/published-consent-texts';
import { getDb } from '@/lib/server/db';
import { formatDateTime } from '@/lib/staff/format';

export const metadata: Metadata = { title: 'Carrier consents — Driver Application staff', robots: { index: false } };

type Props = { params: Promise<{ code: string }> };

/** One of our texts as a carrier's wording to start from: its paragraphs (the agency's variants left out), its box. */
function asWording(text: ConsentText): CarrierWording {
  const paragraphs = text.blocks.flatMap((block) => {
    if (block.kind === 'list') return block.items.map((item) => `- ${item}`).join('\n');
    if (block.kind === 'paragraph' && block.when) return [];
    return block.kind === 'paragraph' && block.lead ? `${block.lead} ${block.text}` : block.text;
  });
  return { title: text.title, agree: text.agree ?? '', body: paragraphs.join('\n\n') };
}

/**
 * /staff/companies/{code}/consents (admins): which background-check consents the carrier's applicants sign, its
 * consumer reporting agency, and its counsel's wording of any text (every edit a new version; the older ones are
 * listed, as applications signed under them name them).
 */
export default async function CarrierConsentsPage({ params }: Props) {
  await requireStaff({ role: 'admin' });
  const code = companyCodeFromRoute((await params).code);
  const company = code ? await findCompany(code) : null;
  if (!code || !company) notFound();
  const db = await getDb();
  const [setup, current, history] = await Promise.all([carrierConsentSetup(db, code), currentCarrierTexts(db, code), carrierTextHistory(code)]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link href="/staff/companies" underline="hover" color="inherit">
          Carriers
        </Link>
        <Typography color="text.primary">{code} consents</Typography>
      </Breadcrumbs>
      <Typography variant="h1">Consents — {company.legalName}</Typography>
      <Typography color="text.secondary">
        What this carrier&apos;s applicants sign on the last step before the signature, each on a screen of its own.
        Changes apply to the next applicant; signed applications keep the texts and versions they were shown.
      </Typography>
      {!agencyNamed(setup.agency) && (
        <Alert severity="warning" variant="outlined">
          The California notice is incomplete: name the consumer reporting agency (name, address and telephone) below.
          Until then the notice tells applicants that the carrier will give them the agency&apos;s details.
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="consent-settings-heading" sx={{ p: 2 }}>
        <Typography id="consent-settings-heading" variant="h2" sx={{ mb: 1.5 }}>
          What applicants are asked
        </Typography>
        <ConsentSettingsForm
          code={code}
          initial={{
            ...setup.choices,
            jobStates: [...setup.choices.jobStates],
            agencyName: setup.agency.name,
            agencyAddress: setup.agency.address,
            agencyPhone: setup.agency.phone,
            agencyWebsite: setup.agency.website,
          }}
        />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="consent-texts-heading" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography id="consent-texts-heading" variant="h2">
          Texts
        </Typography>
        <Typography color="text.secondary">
          Each text is the app&apos;s own unless this carrier&apos;s counsel replaced it. The reports named in the app&apos;s
          texts are motor vehicle records, criminal history and past employment: a carrier that orders anything else
          must replace the FCRA, California, New Jersey and Massachusetts texts. The PSP form is the FMCSA&apos;s and
          only a newer FMCSA version may replace it.
        </Typography>
        {REPLACEABLE_CONSENTS.map((consent) => {
          const ours = CONSENT_TEXTS.en[consent];
          const carrier = current[consent];
          const versions = history.filter((version) => version.consent === consent);
          return (
            <Box key={consent} component="section" aria-label={ours.title} sx={{ borderTop: 1, borderColor: 'divider', pt: 2, display: 'grid', gap: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {ours.title}
              </Typography>
              <Typography variant="body2">
                Shown now:{' '}
                {carrier
                  ? `the carrier's wording, version ${carrier.number} (${carrier.es ? 'English and Spanish' : 'English only'})`
                  : `the app's text, ${ours.version} (English and Spanish)`}
              </Typography>
              <ConsentTextForm
                code={code}
                consent={consent}
                current={carrier ?? null}
                startFrom={{ en: asWording(ours), es: consent === 'psp-disclosure-authorization' ? null : asWording(CONSENT_TEXTS.es[consent]) }}
                fmcsaOnly={consent === 'psp-disclosure-authorization'}
                nextNumber={(versions[0]?.number ?? 0) + 1}
              />
              {versions.length > 0 && (
                <Box component="ul" aria-label={`Versions of ${ours.title}`} sx={{ m: 0, pl: 3, color: 'text.secondary', fontSize: '0.875rem' }}>
                  {versions.map((version) => (
                    <li key={version.number}>
                      {`Version ${version.number}: ${version.bodyEn === '' ? "withdrawn (the app's text shown again)" : `"${version.titleEn}"${version.bodyEs ? ', with Spanish' : ''}`}`}
                      {` — saved by ${version.createdBy}, ${formatDateTime(version.createdAt)}`}
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Paper>
    </Box>
  );
}
