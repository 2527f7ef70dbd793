import { createHash } from 'node:crypto';
import { SIGNED_TEXTS_BY_VERSION } from '@/lib/signed-content/agreement-texts';
import { SPANISH_TEXTS_BY_VERSION } from '@/lib/signed-content/agreement-texts.es';
import { PUBLISHED_CONSENT_TEXTS } from '@/lib/consents/texts/published-consent-texts';
import { applicantSchema, type Applicant } from '@/lib/applicant/schema';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { signatureAuditRecord, signedContentDigest, verifySignedContent } from './signed-content';
import { canonicalJsonV1 } from './signed-content-versions';

/**
 * Every published wording, pinned by the SHA-256 of the form the signature digest covers (canonical JSON). A
 * stored application names the wordings its applicant saw, and its digest covers their words: an edit to a
 * published wording — even a comma or a new property — would turn every application signed under it into
 * "Altered after signing". Change a text by adding a new version beside the old one (and a line here).
 */
const PUBLISHED_WORDINGS: Record<string, string> = {
  'accident-procedure/2026-11-01': '3d2a8caa35cf517bb97bc8552adbb056b3acbd28588e45f29e995ae86c76370a',
  'phone-seat-belt-policy/2026-11-01': 'c2e5dc96fc40e15598b3534583acd789e684472be1872c556123e24ce8c16771',
  'certification/2026-11-01': 'f2397b8a7c43518cede6d8f79f16f5ab8cc6ed9a84ac2952842da8671f1f6990',
  'investigation-notice/2026-11-22': '58a0154ed548f2a4a30a75eb61fd1755435f9424f0b404a14373e164620c99e2',
  'esign-consent/2026-11-22': 'ad6f28ba47e00b7f8f834a2819538db6fcd69607bfd471e1aaf73375d8dc4117',
  'safety-history-authorization/2026-11-25': 'b949692a2308ef0933ceb2d5eaec5fe8601bfd58b1a51537cdb8f6e2c9abe0b1',
};

/** The Spanish translations (lib/signed-content/agreement-texts.es.ts), pinned the same way. */
const PUBLISHED_SPANISH_WORDINGS: Record<string, string> = {
  'accident-procedure/es/2026-11-25': '8f1320f75a5f8a8cc27ad8033487716e83a7f0bce65031f9ade2f4035850cebc',
  'phone-seat-belt-policy/es/2026-11-25': '24149baa19f181d1d70d9a38e205e9f6bbd34af52f690be65bbcd2e567cbd1ec',
  'certification/es/2026-11-25': '413788c11216e7a3cef12a94af11f7d94ccbf0b98df9a08b8725bab350f8705f',
  'investigation-notice/es/2026-11-25': '07cad4ae384aee7769ff8290846dde5be5d79347d751f97561fe54788b89b52a',
  'esign-consent/es/2026-11-25': 'bbf736fce5d5598cc82af82d4577815cc9fa95dbc5d3be74399f27883cb3f526',
  'safety-history-authorization/es/2026-11-25': '96e80b61cd22fe147871b712a3fe6fd1e8458f6af8e49b45024a704f29a4864b',
};

/**
 * The background-check consents of step 11 (lib/consents/texts), English and Spanish, each pinned whole: its title,
 * its box labels and its placeholders as written are part of what the applicant agreed to.
 */
const PUBLISHED_CONSENT_WORDINGS: Record<string, string> = {
  'fcra-disclosure/2026-11-25': '90f50548390b5deacfd15bd05cfb672f1c3aa6f36aa8c22b90676ca6ff782407',
  'fcra-authorization/2026-11-25': '5eefacc5f07854667827b853cc2e07ade9a19815b8093d35ba352f76bb007389',
  'fcra-summary-of-rights/2026-11-25': '5fd34826ae4347775ed8bfdee6cc335087b68eb60dcdda81b64aa519b23ee6de',
  'state-ca/2026-11-25': 'a13dc9cf0697d904357e7ef5974ca8363d13597ca80c7995f842229479ba5fb4',
  'state-ny/2026-11-25': '5077ffb31de75d662ff34f09b99c85c076bb66d791d5ae4df743b5e353d94811',
  'state-mn/2026-11-25': '94048490fc2799181726832cd6603775991539a834057021052f16e8452c341a',
  'state-ok/2026-11-25': 'b69a76b2ad4af7065cf96ecc248242c7d424d5ba11c086d419066d5b73405ad0',
  'state-wa/2026-11-25': 'bf75f14b823ff210f8d2338486a472b393e22d693939bc05b541560e3da277d6',
  'state-nj/2026-11-25': '58f36bf5b08ad4c9ff7fa1c655e177e07e71ddf6cbd028df3e08a0d14a994458',
  'state-ma/2026-11-25': 'd6ace247438d3320a53aec2e607f4f586e6290d62d7d393b817fc98bb018ca53',
  'psp-disclosure-authorization/2026-11-25': '8ed69ab77bddfb986295dd3b499f185e185a6c0e499b6cb3df320d05484545b4',
  'clearinghouse-limited-query/2026-11-25': '88a125703f21a55921652af56bd55cfd23db9e947f8fe84502d7d27e34f8ac56',
  'fcra-disclosure/es/2026-11-25': '4b9c8bcbd7148670ebfbdafea22ac81f4189de439fb093e7feddd5384f058771',
  'fcra-authorization/es/2026-11-25': '93703f06c2d121c09eb3890e9781e56f5ddd3567f477e7af096bb773f8390cb1',
  'fcra-summary-of-rights/es/2026-11-25': 'eb87603b4336a7ce995598ed1b6dd2dbab180e4ec9226cb928767da80c4ab5e8',
  'state-ca/es/2026-11-25': '4c62dedc15b103ae9b6abe5b7f9aad062de66b3d22d39570146686502254c49e',
  'state-ny/es/2026-11-25': 'ea4eab9d6a00343e5c3d04c94627383af5914401e86049f6a60477ba6045456a',
  'state-mn/es/2026-11-25': '815eaccfa258d72390123dffb3ce95fbe911c8333964513bdb2eb8df5f85a504',
  'state-ok/es/2026-11-25': '02431c92459b4e606e03cf27b22c3d14d0ad7bae2fbde16b891f355cabf91f48',
  'state-wa/es/2026-11-25': '765894ba7bdea474745483d145600e537c285eeadca84edc2a101bca8c3b8e36',
  'state-nj/es/2026-11-25': 'bba15bcde4dc4201ef83b8f282b7915c447f20a3f71618fb48394c5785024308',
  'state-ma/es/2026-11-25': 'cb5ba563aeb20648cd57aaac6e394b1e21b57c10af36fc40cf16cadec4783a39',
  'psp-disclosure-authorization/es/2026-11-25': '2369c7e509dbb7e5538f4af3ea52c90f4ce07d8912f6bc19debe091d043fe7e0',
  'clearinghouse-limited-query/es/2026-11-25': '3cb73bb9a0e205ed64a61a357f2eacd6424febe820990032b58817692beb185c',
};

// A signed application, for the checks that an edited wording is seen by the app's own integrity check.
const key = Buffer.alloc(32, 7);
const answers = applicantSchema.parse(validApplicant()) as Applicant;
const receipt = { receivedAt: '2026-11-20T15:04:05.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0' };
const audit = signatureAuditRecord(answers);

const sha256 = (wording: unknown) => createHash('sha256').update(canonicalJsonV1(wording), 'utf8').digest('hex');

/** Each wording of `texts` keeps the digest pinned for it, and every one is pinned: none is added or dropped unseen. */
function itKeepsEachPublishedWording(texts: ReadonlyMap<string, unknown>, pinned: Record<string, string>) {
  it.each(Object.entries(pinned))('keep the wording of %s exactly as published', (version, digest) => {
    expect(texts.has(version)).toBe(true);
    expect(sha256(texts.get(version))).toBe(digest);
  });

  it('are all pinned here, so a new wording is published with its digest and none is dropped', () => {
    expect([...texts.keys()].sort()).toEqual(Object.keys(pinned).sort());
  });
}

describe('the published agreement texts', () => {
  itKeepsEachPublishedWording(SIGNED_TEXTS_BY_VERSION, PUBLISHED_WORDINGS);

  it('a one-character edit turns an application signed under the wording into "altered"', () => {
    const certification = SIGNED_TEXTS_BY_VERSION.get('certification/2026-11-01') as { text: string };
    const digest = signedContentDigest(answers, receipt, audit, key)!;
    expect(verifySignedContent(answers, receipt, JSON.stringify(audit), digest, key)).toBe('verified');
    const published = certification.text;
    try {
      certification.text = `${published.slice(0, -1)}!`;
      expect(verifySignedContent(answers, receipt, JSON.stringify(audit), digest, key)).toBe('altered');
    } finally {
      certification.text = published;
    }
    expect(sha256(certification)).toBe(PUBLISHED_WORDINGS['certification/2026-11-01']);
  });
});

describe('the published Spanish agreement texts', () => {
  itKeepsEachPublishedWording(SPANISH_TEXTS_BY_VERSION, PUBLISHED_SPANISH_WORDINGS);
});

describe('the published consent texts of step 11', () => {
  itKeepsEachPublishedWording(PUBLISHED_CONSENT_TEXTS, PUBLISHED_CONSENT_WORDINGS);

  it('a changed box label turns an application that agreed to the text into "altered" (the label is part of it)', () => {
    const disclosure = PUBLISHED_CONSENT_TEXTS.get('fcra-disclosure/2026-11-25')! as { agree: string };
    // The consents section as the app loads it for verification: each consent with its text, by version.
    const sections = () => ({ consents: [{ consent: 'fcra-disclosure', version: 'fcra-disclosure/2026-11-25', text: disclosure }] });
    const digest = signedContentDigest(answers, receipt, audit, key, sections())!;
    expect(verifySignedContent(answers, receipt, JSON.stringify(audit), digest, key, sections())).toBe('verified');
    const published = disclosure.agree;
    try {
      disclosure.agree = 'I agree.';
      expect(verifySignedContent(answers, receipt, JSON.stringify(audit), digest, key, sections())).toBe('altered');
    } finally {
      disclosure.agree = published;
    }
  });
});
