import 'server-only';
import { createHash } from 'node:crypto';
import { canonicalJsonV1 } from '@/lib/signed-content/server/signed-content-versions';
import type { ConsentText } from '../consent-text';

/**
 * The SHA-256 (hex) a consent text is named by in the record: of its canonical JSON (sorted keys, UTF-8), the form
 * the published texts are pinned in (lib/signed-content/server/signed-texts.test.ts). The title, the box labels and
 * the placeholders as written are part of it; the values filled in are recorded beside it.
 */
export function consentTextSha256(text: ConsentText): string {
  let digest = digests.get(text);
  if (digest === undefined) {
    digest = createHash('sha256').update(canonicalJsonV1(text), 'utf8').digest('hex');
    digests.set(text, digest);
  }
  return digest;
}

// By the text object: our published texts are the same objects for the life of the server, so each is hashed once,
// not with every submission (a carrier's text is a new object per reading, hashed each time).
const digests = new WeakMap<ConsentText, string>();
