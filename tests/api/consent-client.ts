import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ConsentConfig, SubmittedConsent } from '@/lib/consents/consent-config';
import type { ConsentLanguage } from '@/lib/consents/consent-text';
import { addressStates, consentsToSign } from '@/lib/consents/consents-to-sign';
import { shownConsent } from '@/lib/consents/shown-consent';
import type { StaffClient } from './staff-client';

/**
 * What a client does with the consents of step 11 (docs/consents.md): reads the carrier's consents, shows each due
 * text, and sends back which version of each was agreed to, beside the answers of POST /api/drivers.
 */
export async function consentConfig(client: StaffClient, companyCode: string): Promise<ConsentConfig> {
  const answer = await client.get(`/api/consents/${companyCode}`);
  if (answer.status !== 200) throw new Error(`GET /api/consents/${companyCode}: ${answer.status} ${answer.text}`);
  return answer.json() as ConsentConfig;
}

/** The consents due for these answers, each agreed to in the text a wizard in `language` shows. */
export async function agreedConsents(
  client: StaffClient,
  answers: Record<string, unknown>,
  language: ConsentLanguage = 'en',
  requestedCopy = false,
): Promise<SubmittedConsent[]> {
  const companyCode = String(answers.compCode ?? 'TSKIS').toUpperCase();
  const config = await consentConfig(client, companyCode);
  const states = addressStates([answers.state, answers.prevState1, answers.prevState2, answers.prevState3]);
  return consentsToSign(config.choices, states).map((consent) => {
    const shown = shownConsent(consent, language, companyCode, config.carrierTexts);
    return {
      consent,
      version: shown.text.version,
      ...(shown.official && { official: shown.official.version }),
      agreedAt: new Date().toISOString(),
      ...(shown.text.request !== undefined && { requestedCopy }),
    };
  });
}

/** The text of each page of a PDF, by pdftotext (poppler), one page at a time (-f N -l N). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'consents-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const run = promisify(execFile);
    const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [file])).stdout)?.[1]);
    const texts: string[] = [];
    for (let page = 1; page <= pages; page++) {
      texts.push((await run('pdftotext', ['-f', String(page), '-l', String(page), file, '-'])).stdout);
    }
    return texts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page's text as one line: its words, single spaces. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
