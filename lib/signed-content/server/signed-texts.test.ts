import { createHash } from 'node:crypto';
import { SIGNED_TEXTS_BY_VERSION } from '@/lib/signed-content/agreement-texts';
import { SPANISH_TEXTS_BY_VERSION } from '@/lib/signed-content/agreement-texts.es';
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

const sha256 = (wording: unknown) => createHash('sha256').update(canonicalJsonV1(wording), 'utf8').digest('hex');

describe('the published agreement texts', () => {
  it.each(Object.entries(PUBLISHED_WORDINGS))('keep the wording of %s exactly as published', (version, digest) => {
    expect(SIGNED_TEXTS_BY_VERSION.has(version)).toBe(true);
    expect(sha256(SIGNED_TEXTS_BY_VERSION.get(version))).toBe(digest);
  });

  it('are all pinned here, so a new wording is published with its digest and none is dropped', () => {
    expect([...SIGNED_TEXTS_BY_VERSION.keys()].sort()).toEqual(Object.keys(PUBLISHED_WORDINGS).sort());
  });

  it('notice a one-character edit (the pin is not blind to small changes)', () => {
    const certification = SIGNED_TEXTS_BY_VERSION.get('certification/2026-11-01') as { text: string };
    expect(sha256({ ...certification, text: `${certification.text.slice(0, -1)}!` })).not.toBe(
      PUBLISHED_WORDINGS['certification/2026-11-01'],
    );
  });
});

describe('the published Spanish agreement texts', () => {
  it.each(Object.entries(PUBLISHED_SPANISH_WORDINGS))('keep the wording of %s exactly as published', (version, digest) => {
    expect(SPANISH_TEXTS_BY_VERSION.has(version)).toBe(true);
    expect(sha256(SPANISH_TEXTS_BY_VERSION.get(version))).toBe(digest);
  });

  it('are all pinned here', () => {
    expect([...SPANISH_TEXTS_BY_VERSION.keys()].sort()).toEqual(Object.keys(PUBLISHED_SPANISH_WORDINGS).sort());
  });
});
